import type { PageModule } from '../page-module';
import type { ShowcaseConfig } from './kind';
import { ShowcasePage } from './ShowcasePage';

export default { Page: ({ entry }) => <ShowcasePage showcase={entry} /> } satisfies PageModule<ShowcaseConfig>;
