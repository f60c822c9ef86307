import type { ScriptFont } from './script-fonts.ts';
// Fontsource's Bengali subset (Noto Sans Bengali, SIL Open Font License): Vite copies each file into
// dist/assets under a content hash. Importing this module is what puts them in a build, so only a shop
// with a Bengali language reaches it (through virtual:catalogue-script-fonts).
import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';
// The subset's own range, from the package that cut it, so an update of the font cannot leave it stale.
import { bengali } from '@fontsource/noto-sans-bengali/unicode.json';

/** Noto Sans Bengali's Bengali subset, regular and bold: the conjuncts (ক্ষ, ন্ত, …) and ৳ ₹ ৷. */
export const bengaliFont: ScriptFont = {
  language: 'bn',
  family: 'Noto Sans Bengali Web',
  unicodeRange: bengali,
  faces: [
    { weight: 400, url: regular },
    { weight: 700, url: bold },
  ],
};
