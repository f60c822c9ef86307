import type { ConfigIssue, PathSegment } from '../config/errors.ts';
import type { ThemeConfig } from '../config/schema/theme.ts';
import { contrastRatio } from '../theme/colour.ts';
import { themeColours, type ThemeColours } from '../theme/theme-colours.ts';

/** WCAG 2.x level AA for normal-size text. */
export const MIN_CONTRAST = 4.5;

type Key = Exclude<keyof ThemeColours, 'footer'> | `footer.${Exclude<keyof ThemeColours['footer'], 'rule'>}`;

/**
 * Text colour on the colour it sits on, as the components use them. The first
 * four are the owner's core choices; the others cover the derived tokens too,
 * since a derived colour can fail as easily as a written one.
 */
export const CONTRAST_PAIRS: readonly (readonly [text: Key, on: Key])[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['link', 'background'],
  ['onBrand', 'brand'],
  ['link', 'surface'], // menus, cards, the skip link
  ['brand', 'background'], // the selected tab
  ['brand', 'surface'], // the current page in the menu
  ['brandDark', 'surface'], // the shop name in the navigation bar
  ['onBrand', 'brandDark'], // the top strip, hovered buttons
  ['muted', 'background'],
  ['muted', 'surface'],
  ['onChat', 'chat'],
  ['success', 'successBg'],
  ['danger', 'dangerBg'],
  ['footer.text', 'footer.background'],
  ['footer.link', 'footer.background'],
  ['footer.heading', 'footer.background'],
];

const pathOf = (key: Key): PathSegment[] => ['theme', ...key.split('.')];

// `footer.text` reads theme.footer.text, in the YAML as in the resolved colours.
const lookup = (from: object, key: Key): unknown =>
  key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], from);
const written = (config: ThemeConfig, key: Key) => lookup(config, key) !== undefined;
const colourOf = (colours: ThemeColours, key: Key) => lookup(colours, key) as string;

// Two decimals, rounded down where rounding would make a failing pair read "4.50:1".
const ratioText = (ratio: number) => {
  const rounded = Math.round(ratio * 100) / 100;
  return `${(rounded >= MIN_CONTRAST ? Math.floor(ratio * 100) / 100 : rounded).toFixed(2)}:1`;
};

/**
 * Every text/background pair of the theme below 4.5:1, each naming both keys,
 * both colours and the ratio, pointed at the key the owner wrote (the text
 * colour when both are written).
 */
export function checkContrast(config: ThemeConfig): ConfigIssue[] {
  const colours = themeColours(config);
  const issues: ConfigIssue[] = [];
  for (const [text, on] of CONTRAST_PAIRS) {
    const ratio = contrastRatio(colourOf(colours, text), colourOf(colours, on));
    if (ratio >= MIN_CONTRAST) continue;
    const unset = [text, on].filter((key) => !written(config, key));
    const many = unset.length > 1;
    const names = unset.map((key) => `theme.${key}`).join(' and ');
    const note = unset.length > 0 ? ` (${names} ${many ? 'are' : 'is'} derived when left out; set ${many ? 'them' : 'it'} to choose)` : '';
    issues.push({
      code: 'low-contrast',
      path: pathOf(unset.includes(text) && !unset.includes(on) ? on : text),
      message:
        `theme.${text} "${colourOf(colours, text)}" on theme.${on} "${colourOf(colours, on)}" has contrast ${ratioText(ratio)}; ` +
        `at least ${MIN_CONTRAST}:1 is needed${note}`,
    });
  }
  return issues;
}
