import { describe, expectTypeOf, it } from 'vitest';
import type { ProductsResult } from '../../../src/data/read-products';
import type { CategoryConfig } from '../../../src/kinds/category/kind';
import categoryPage from '../../../src/kinds/category/page';
import type { ListConfig } from '../../../src/kinds/list/kind';
import listPage from '../../../src/kinds/list/page';
import type { PageModule } from '../../../src/kinds/page-module';

// Checked by the type checker (npm run typecheck), and run as a test so it stays in the suite.
describe('definePage', () => {
  it('types a page’s data from its loader, with no cast', () => {
    expectTypeOf(listPage).toEqualTypeOf<PageModule<ListConfig, ProductsResult>>();
  });

  it('gives a page without a loader `undefined` as its data', () => {
    expectTypeOf(categoryPage).toEqualTypeOf<PageModule<CategoryConfig>>();
  });
});
