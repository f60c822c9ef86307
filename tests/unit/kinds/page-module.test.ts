import { describe, expectTypeOf, it } from 'vitest';
import type { PageCatalogue, SiteCatalogue } from '../../../src/catalogue/schema';
import type { ProductsResult } from '../../../src/data/read-products';
import type { CategoryConfig } from '../../../src/kinds/category/kind';
import categoryPage from '../../../src/kinds/category/page';
import type { ListConfig } from '../../../src/kinds/list/kind';
import listPage from '../../../src/kinds/list/page';
import type { TypedPageModule } from '../../../src/kinds/page-module';

// Checked by the type checker (npm run typecheck), and run as a test so it stays in the suite.
describe('definePage', () => {
  it('types a page’s entry from its kind’s YAML slice and its data from its loader, with no cast', () => {
    expectTypeOf(listPage).toEqualTypeOf<TypedPageModule<'list', ListConfig, ProductsResult>>();
  });

  it('gives a page without a loader `undefined` as its data', () => {
    expectTypeOf(categoryPage).toEqualTypeOf<TypedPageModule<'category', CategoryConfig, undefined>>();
  });

  it('gives a page its kind’s catalogue: its own slice and what it reads, no other kind’s', () => {
    expectTypeOf<PageCatalogue<'list'>>().toHaveProperty('lists');
    expectTypeOf<PageCatalogue<'home'>>().toHaveProperty('categories');
    expectTypeOf<PageCatalogue<'list'>>().not.toHaveProperty('categories');
    expectTypeOf<keyof PageCatalogue<'not-found'>>().toEqualTypeOf<keyof SiteCatalogue>();
  });
});
