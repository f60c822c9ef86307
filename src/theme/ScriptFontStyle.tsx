import { createGlobalStyle } from 'styled-components';
import { scriptFontsCss, type ScriptFont } from './script-fonts';

const FontFaces = createGlobalStyle<{ $css: string }>`${({ $css }) => $css}`;

/**
 * The web fonts a page's languages need (`langs`, BCP-47 tags such as 'bn-IN'), out of `fonts`, as
 * page-wide rules beside GlobalStyle. Renders nothing when none is needed, so a page in a language the
 * system's fonts draw keeps exactly the markup and styles it had without it.
 */
export function ScriptFontStyle({ langs, fonts }: { langs: readonly string[]; fonts: readonly ScriptFont[] }) {
  const css = scriptFontsCss(langs, fonts);
  return css === '' ? null : <FontFaces $css={css} />;
}
