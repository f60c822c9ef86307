import { createGlobalStyle } from 'styled-components';
import { labelFontsCss, type LabelFont } from './label-fonts';

const FontFaces = createGlobalStyle<{ $css: string }>`${({ $css }) => $css}`;

/**
 * The faces of the label fonts a page's switch needs (`fonts`, see labelFontsFor) and the family its links take.
 * Reached only through virtual:catalogue-label-fonts, in a shop with such a label: created at module load, this
 * global style would renumber styled-components' groups in any other shop's pages.
 */
export function LabelFontStyle({ fonts }: { fonts: readonly LabelFont[] }) {
  const css = labelFontsCss(fonts);
  return css === '' ? null : <FontFaces $css={css} />;
}
