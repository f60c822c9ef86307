import { useEffect } from 'react';
import { useLoaderData, useLocation, useNavigationType, useRevalidator } from 'react-router';
import type { ProductsResult } from '../../data/read-products';
import type { PageModule } from '../page-module';
import type { ListConfig } from './kind';
import { ListPage } from './ListPage';
import { loadList } from './loader';

function Page({ entry }: { entry: ListConfig }) {
  const data = useLoaderData() as ProductsResult;
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigationType();
  const { key } = useLocation();
  // 'default' is the page the visitor landed on; any other POP is Back or Forward.
  const back = navigation === 'POP' && key !== 'default';
  const partial = data.status === 'ready' && !data.complete;
  // Pre-rendered cards are the build's; after hydration the list is read again, so an owner's change shows without a rebuild.
  useEffect(() => {
    if (partial) void revalidate();
  }, [partial, revalidate]);
  return <ListPage list={entry} data={data} retrying={state === 'loading'} onRetry={() => void revalidate()} allAtOnce={back} />;
}

export default { Page, loader: loadList } satisfies PageModule<ListConfig>;
