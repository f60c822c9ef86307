import { createGlobalStyle } from 'styled-components';
import { scriptFontsCss, type ScriptFont } from './script-fonts';
import { usePageLoaded } from './use-page-loaded';

const FontFaces = createGlobalStyle<{ $css: string }>`${({ $css }) => $css}`;

/**
 * The web fonts a page's languages need (`langs`, BCP-47 tags such as 'bn-IN'), out of `fonts`, as
 * page-wide rules beside GlobalStyle. Renders nothing when none is needed, so a page in a language the
 * system's fonts draw keeps exactly the markup and styles it had without it.
 * The faces are declared once the page has loaded: a Bengali subset is 44 KB a weight, and fetched with the
 * first screen it would share a phone's bandwidth with the page's code and photos (the bench's /bn/saree
 * drew its largest paint 35% later than /saree's). Until then the phone's own Bengali font draws the text.
 */
export function ScriptFontStyle({ langs, fonts }: { langs: readonly string[]; fonts: readonly ScriptFont[] }) {
  const css = scriptFontsCss(langs, fonts, usePageLoaded());
  return css === '' ? null : <FontFaces $css={css} />;
}
