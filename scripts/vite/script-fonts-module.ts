import { resolve } from 'node:path';
import { primaryLanguage } from '../../src/theme/script-fonts.ts';

/** The web fonts a shop's languages need, and the component that declares them: see scriptFontsModule. */
export const SCRIPT_FONTS_ID = 'virtual:catalogue-script-fonts';

// From the working directory, like the plugin's shipped public folder: under jsdom import.meta.url is no file: URL.
const STYLE_MODULE = resolve('src/theme/ScriptFontStyle.tsx');
// Each language the engine ships a font for, by primary subtag: the module that brings the font's files.
const FONT_MODULES: Readonly<Record<string, { file: string; name: string }>> = {
  bn: { file: resolve('src/theme/bengali-font.ts'), name: 'bengaliFont' },
};

/**
 * The code of `virtual:catalogue-script-fonts` for a shop in `langs` (BCP-47 tags): `fonts`, the
 * ScriptFonts of those languages, and `ScriptFontStyle` to declare them. A shop none of whose languages
 * needs a font gets `[]` and `null` and imports neither module: its build has no font file, and its pages
 * not even the style's styled-components registration, which would renumber the groups in their markup.
 */
export function scriptFontsModule(langs: readonly string[]): string {
  const needed = [...new Set(langs.map(primaryLanguage))].sort().flatMap((lang) => FONT_MODULES[lang] ?? []);
  if (needed.length === 0) return 'export const fonts = [];\nexport const ScriptFontStyle = null;';
  return [
    `export { ScriptFontStyle } from ${JSON.stringify(STYLE_MODULE)};`,
    ...needed.map(({ file, name }, i) => `import { ${name} as f${i} } from ${JSON.stringify(file)};`),
    `export const fonts = [${needed.map((_, i) => `f${i}`).join(', ')}];`,
  ].join('\n');
}
