import { resolve } from 'node:path';
import type { Catalogue } from '../../src/catalogue/schema.ts';

/** The chrome's language switch, for a shop with `locales`: see languageSwitchModule. */
export const LANGUAGE_SWITCH_ID = 'virtual:catalogue-language-switch';

// From the working directory, like the plugin's shipped public folder: under jsdom import.meta.url is no file: URL.
const COMPONENT = resolve('src/components/chrome/LanguageSwitch.tsx');

/**
 * The code of `virtual:catalogue-language-switch`: the LanguageSwitch component in a shop with `locales`, null in a
 * shop of one language, which then imports nothing new: its pages keep styled-components' ids and group numbers.
 */
export function languageSwitchModule(catalogue: Pick<Catalogue, 'locales'>): string {
  return catalogue.locales ? `export { LanguageSwitch } from ${JSON.stringify(COMPONENT)};` : 'export const LanguageSwitch = null;';
}
