// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languageSwitchModule } from '../../../../scripts/vite/language-switch-module';

describe('virtual:catalogue-language-switch', () => {
  it('is the switch component in a shop with locales', () => {
    expect(languageSwitchModule({ locales: { bn: { lang: 'bn-IN', label: 'বাংলা', digits: 'latn' } } })).toMatch(
      /^export \{ LanguageSwitch \} from ".*src\/components\/chrome\/LanguageSwitch\.tsx";$/,
    );
  });

  it('is null, importing nothing, in a shop of one language', () => {
    expect(languageSwitchModule({})).toBe('export const LanguageSwitch = null;');
  });
});
