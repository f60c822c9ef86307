import { useMemo } from 'react';
import { useCatalogue } from '../../shell/catalogue-context';
import type { ListConfig } from './kind';
import type { ProductsResult } from '../../data/read-products';
import { breadcrumbListData } from '../../structured-data/breadcrumb-list';
import { itemListData } from '../../structured-data/item-list';
import { StructuredData } from '../../structured-data/StructuredData';

/** A list page's JSON-LD: its breadcrumb trail, and the products it holds (within the list's limit). */
export function ListStructuredData({ list, data }: { list: ListConfig; data: ProductsResult }) {
  const { catalogue, paths } = useCatalogue();
  const page = paths.page(list.id);
  const products = data.status === 'ready' ? data.products : undefined;
  // Memoised: the page renders again with every keystroke in Search, and these never change with it.
  const trail = useMemo(() => page && breadcrumbListData(catalogue, page), [catalogue, page]);
  const items = useMemo(() => products && itemListData(catalogue, list, products.slice(0, list.limit)), [catalogue, list, products]);
  return (
    <>
      {trail && <StructuredData data={trail} />}
      {items && <StructuredData data={items} />}
    </>
  );
}
