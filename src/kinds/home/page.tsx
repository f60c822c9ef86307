import { definePage } from '../page-module';
import { HomePage } from './HomePage';
import type { HomeConfig } from './kind';

// Its entry is `catalogue.home`. HomePage reads it from the catalogue itself for now; once it takes
// `{ entry }: { entry: HomeConfig }` as its props, this line stays as it is.
export default definePage<HomeConfig>({ Component: HomePage });
