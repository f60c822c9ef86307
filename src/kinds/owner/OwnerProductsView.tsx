import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NotOwner } from '../../components/owner/NotOwner';
import type { OwnerTexts } from '../../components/owner/owner-texts';
import { ProductShelf } from '../../components/owner/ProductShelf';
import type { PageCatalogue } from '../../catalogue/schema';
import type { OwnerSeam } from '../../data/owner/owner-seam';
import { useOwnerShelf } from '../../data/owner/use-owner-shelf';
import { filterProducts } from '../../domain/search';
import { extraLanguageKeys } from '../../domain/shop-languages';
import { failureText } from './failure-text';
import { ProductEditorView } from './ProductEditorView';

type Lists = PageCatalogue<'owner'>['lists'];

export interface OwnerProductsViewProps {
  seam: OwnerSeam;
  texts: OwnerTexts;
  email: string;
  catalogue: PageCatalogue<'owner'>;
  /** Where the products are: `<owner route>/products`. */
  base: string;
  onSignedOut: () => void;
}

/**
 * The owner's products: `<base>/<list id>` is a list's shelf, `<base>/<list id>/new` a new product's form and
 * `<base>/<list id>/<product id>` an edit, so the phone's Back button leaves a form as it leaves any page; any
 * other address under `<base>` shows the first list. Matched by hand rather than with react-router's
 * <Routes>: the public pages never use it, and one shared router module would carry it to every page.
 */
export function OwnerProductsView(props: OwnerProductsViewProps) {
  const { pathname } = useLocation();
  const [listId, ...rest] = pathname.slice(props.base.length + 1).split('/');
  const { lists } = props.catalogue;
  const list = lists.find((l) => l.id === listId) ?? lists[0];
  if (!list) return null;
  const at = list.id === listId ? rest.join('/') : '';
  return <ListShelf key={list.id} {...props} list={list} at={at === '' ? undefined : decodeURIComponent(at)} />;
}

/** `at`: what the address names under the list: `new`, a product's id, or nothing for the shelf. */
function ListShelf({
  seam,
  texts,
  email,
  catalogue,
  base,
  onSignedOut,
  list,
  at,
}: OwnerProductsViewProps & { list: Lists[number]; at?: string | undefined }) {
  const navigate = useNavigate();
  const { lists, site, shop, locales } = catalogue;
  const demo = seam.auth.mode === 'demo';
  const target = useMemo(
    () => ({ collection: list.collection, price: list.price, languages: extraLanguageKeys({ locales }) }),
    [list, locales],
  );
  const shelf = useOwnerShelf({ products: seam.products, photos: seam.photos, target, money: site, demo });
  const { failure } = shelf.state;
  const gone = failure?.kind === 'signedOut';
  useEffect(() => {
    if (gone) onSignedOut();
  }, [gone, onSignedOut]);
  if (failure?.kind === 'notOwner') return <NotOwner texts={texts} email={email} shop={shop.name} />;
  const here = `${base}/${list.id}`;
  const find = (productId: string) => shelf.state.products.find((p) => p.id === productId);
  const reason = async (work: Promise<Parameters<typeof failureText>[1] | null>) => {
    const f = await work;
    return f ? failureText(texts, f) : null;
  };
  if (at !== undefined)
    return (
      <ProductEditorView
        key={at}
        seam={seam}
        texts={texts}
        catalogue={catalogue}
        list={list}
        shelf={shelf}
        {...(at === 'new' ? { isNew: true } : { isNew: false, productId: at })}
        onClose={() => void navigate(here)}
      />
    );
  return (
    <ProductShelf
      texts={texts}
      lists={listLinks(lists, base)}
      current={list.id}
      limit={list.limit}
      {...(list.price ? { prices: site } : {})}
      phase={shelf.state.phase}
      {...(failure ? { error: failureText(texts, failure) } : {})}
      products={shelf.state.products}
      matches={(product, query) => filterProducts([product.form], query, list.search, 1).matched > 0}
      onAdd={() => void navigate(`${here}/new`)}
      onRetry={shelf.reread}
      onEdit={(productId) => void navigate(`${here}/${encodeURIComponent(productId)}`)}
      onHidden={async (productId, hidden) => {
        const product = find(productId);
        if (!product) return null;
        const result = await shelf.setHidden(product, hidden);
        // A document the writer refuses as it stands is mended in the form, with the owner's choice made there.
        if (result === 'mend') {
          void navigate(`${here}/${encodeURIComponent(productId)}`, { state: { hidden } });
          return null;
        }
        return result ? failureText(texts, result) : null;
      }}
      onRemove={(productId) => {
        const product = find(productId);
        return product ? reason(shelf.remove(product)) : Promise.resolve(null);
      }}
    />
  );
}

const listLinks = (lists: Lists, base: string) => lists.map((l) => ({ id: l.id, title: l.title, href: `${base}/${l.id}` }));
