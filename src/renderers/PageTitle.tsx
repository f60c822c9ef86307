import { useCatalogue } from '../app/catalogue-context';

/** React 19 hoists <title> into <head>; each page names itself. */
export function PageTitle({ title }: { title: string }) {
  const { catalogue } = useCatalogue();
  const full = title === catalogue.site.title ? title : `${title}${catalogue.texts.siteTitleSeparator}${catalogue.site.title}`;
  return <title>{full}</title>;
}
