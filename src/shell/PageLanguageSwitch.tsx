import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { LanguageSwitch } from 'virtual:catalogue-language-switch';
import { labelFonts, LabelFontStyle } from 'virtual:catalogue-label-fonts';
import { useHydrated } from '../components/form/use-hydrated';
import { pageOfRoute } from '../site/route-table';
import { useCatalogue } from './catalogue-context';
import { languageSwitchProps } from './chrome-props';
import { labelFontsFor } from '../theme/label-fonts';

/**
 * The language switch of the page on screen (a shop with `locales`; SiteLayout draws none otherwise). The HTML has
 * no query, so its links carry none; once hydrated they follow the address, its `?q=` and `#id` included.
 */
export function PageLanguageSwitch() {
  const { catalogue } = useCatalogue();
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  const leaf = useMatches().at(-1)?.id;
  const props = useMemo(
    () => languageSwitchProps(catalogue, pageOfRoute(catalogue, leaf), hydrated ? { pathname, search, hash } : undefined),
    [catalogue, leaf, hydrated, pathname, search, hash],
  );
  // The fonts of the labels this switch shows (বাংলা on an English page); none on a page of their own language.
  const fonts = useMemo(
    () =>
      labelFontsFor(
        props.links.map((link) => link.label),
        labelFonts,
      ),
    [props.links],
  );
  if (!LanguageSwitch) return null;
  // A shop whose labels need no font keeps the switch alone here, and React's ids after it.
  if (!LabelFontStyle) return <LanguageSwitch {...props} />;
  return (
    <>
      <LabelFontStyle fonts={fonts} />
      <LanguageSwitch {...props} />
    </>
  );
}
