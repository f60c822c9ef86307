import { definePage } from '../page-module';
import { HomePage } from './HomePage';
import type { HomeConfig } from './kind';

// Its entry is `catalogue.home`, like every page's.
export default definePage<HomeConfig>({ Component: HomePage });
