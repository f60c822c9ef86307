import { resolve } from 'node:path';
import { primaryLanguage } from '../../src/theme/script-fonts.ts';

/** The web fonts a shop's languages need, as a list of ScriptFont (src/theme/script-fonts.ts). */
export const SCRIPT_FONTS_ID = 'virtual:catalogue-script-fonts';

// Each language the engine ships a font for, by primary subtag: the module that brings the font's files.
// From the working directory, like the plugin's shipped public folder: under jsdom import.meta.url is no file: URL.
const FONT_MODULES: Readonly<Record<string, { file: string; name: string }>> = {
  bn: { file: resolve('src/theme/bengali-font.ts'), name: 'bengaliFont' },
};

/**
 * The code of `virtual:catalogue-script-fonts` for a shop in `langs` (BCP-47 tags): it imports only the
 * font modules of those languages, so a shop without them has no font file in its build, and its pages
 * no byte of them.
 */
export function scriptFontsModule(langs: readonly string[]): string {
  const needed = [...new Set(langs.map(primaryLanguage))].sort().flatMap((lang) => FONT_MODULES[lang] ?? []);
  const imports = needed.map(({ file, name }, i) => `import { ${name} as f${i} } from ${JSON.stringify(file)};`);
  return [...imports, `export default [${needed.map((_, i) => `f${i}`).join(', ')}];`].join('\n');
}
