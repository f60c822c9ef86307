import { useCatalogue } from './catalogue-context';
import { Breadcrumb } from '../components/breadcrumb/Breadcrumb';

/** The breadcrumb of a page, computed from its place in the config. */
export function PageBreadcrumb({ id }: { id: string }) {
  const { catalogue, paths } = useCatalogue();
  const { crumbs, separator } = paths.breadcrumbs(id);
  return <Breadcrumb label={catalogue.texts.breadcrumb.label} crumbs={crumbs} separator={separator} />;
}
