import { definePage } from '../page-module';
import type { ShowcaseConfig } from './kind';
import { ShowcasePage } from './ShowcasePage';

export default definePage<ShowcaseConfig>({ Component: ({ entry }) => <ShowcasePage showcase={entry} /> });
