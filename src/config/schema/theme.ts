import { z } from 'zod';

// Only "#rrggbb": the contrast check and the derived tokens compute with it, and
// nothing else (names, rgb(), alpha) can slip into the stylesheet.
export const colour = z.string({ error: 'a colour like "#7a1f3d"' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'a colour like "#7a1f3d"' });

// The values are written into CSS, so no ";", "{" or "}" may reach it.
const font = z
  .string({ error: 'a font stack like "system-ui, sans-serif"' })
  .regex(/^[A-Za-z0-9 ,'"-]+$/, { error: 'a font stack like "system-ui, sans-serif" (letters, digits, spaces, commas, quotes, dashes)' });

const length = z
  .string({ error: 'a length like "10px" or "0.5rem"' })
  .regex(/^(0|[0-9]+(\.[0-9]+)?(px|rem|em))$/, { error: 'a length like "10px" or "0.5rem"' });

/** A colour that, left out, is derived from the others (src/theme/theme-colours.ts does the maths). */
const derived = (what: string, from: string) => colour.optional().describe(`${what} Left out: ${from}.`);

/**
 * The site's look. Text colours are checked for at least 4.5:1 contrast
 * against what they sit on (src/build-time/contrast.ts).
 */
export const themeSchema = z.strictObject({
  brand: colour.describe('Buttons, the call-to-action, the current page in the menu; index.html theme-color.'),
  accent: colour.describe('A second brand colour for highlights.'),
  text: colour.describe('Body text.'),
  background: colour.describe('The page behind everything.'),
  surface: colour.describe('Cards, menus, form fields, the navigation bar.'),
  link: colour.describe('Links in text, on the background and on surfaces.'),
  font: font.describe('CSS font stack of the whole site.'),
  radius: length.describe('Corner radius of cards, buttons and fields.'),
  onBrand: colour.default('#ffffff').describe('Text and icons on brand-coloured buttons and the top strip.'),
  brandDark: derived('Top strip, hovered buttons, the shop name in the navigation bar.', 'brand, a quarter of the way to shade'),
  muted: derived('Secondary text: taglines, notes, breadcrumbs, field borders.', 'text, 30% towards background'),
  border: derived('Lines around cards, menus and tabs.', 'background, 12% towards text'),
  chat: colour.default('#0f7a41').describe('Chat buttons and links.'),
  onChat: derived('Text and icons on chat buttons.', 'onBrand'),
  success: colour.default('#1d6b35').describe('Text of a success message.'),
  successBg: colour.default('#e5f4ea').describe('Background of a success message.'),
  danger: colour.default('#a4161a').describe('Text of an error message.'),
  dangerBg: colour.default('#fde8e8').describe('Background of an error message.'),
  focus: colour.default('#1a5fb4').describe('The keyboard focus ring.'),
  shade: colour.default('#000000').describe('Shadows and the dimming over pictures, at partial opacity.'),
  media: colour.default('#222222').describe('Behind video and map posters.'),
  onMedia: colour.default('#ffffff').describe('Play buttons over posters.'),
  skeleton: derived('Placeholder cards while products load.', 'halfway between background and border'),
  skeletonShine: derived('The moving highlight on placeholder cards.', 'halfway between skeleton and background'),
  footer: z
    .strictObject({
      background: derived('Footer background.', 'text'),
      text: derived('Footer text.', 'background'),
      link: derived('Footer links.', 'halfway between accent and the footer text'),
      heading: derived('Footer headings.', 'surface'),
    })
    .prefault({})
    .describe('The footer, usually dark.'),
});

export type ThemeConfig = z.output<typeof themeSchema>;
