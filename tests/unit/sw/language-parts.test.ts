import { describe, expect, it } from 'vitest';
import { installUrls, languageOf, languageUrls } from '../../../src/sw/language-parts';

const settings = {
  languageUrls: {
    '': ['/assets/en-1.js', '/contact-us', '/~offline'],
    '/bn': ['/assets/bn-1.js', '/bn/contact-us', '/bn/~offline'],
  },
};
const entries = ['/assets/app-1.js', '/favicon.svg', ...settings.languageUrls[''], ...settings.languageUrls['/bn']];

describe("the worker's language parts", () => {
  it("tell an address's language by its prefix, the default's when none matches", () => {
    expect(['/bn/saree', '/bn', '/saree', '/', '/bnx'].map((path) => languageOf(settings, path))).toEqual(['/bn', '/bn', '', '', '']);
    expect(languageOf({}, '/bn/saree')).toBe('');
  });

  it("keep at install the shared files and the visitor's languages only", () => {
    expect(installUrls(settings, entries, new Set(['/bn']))).toEqual(['/assets/app-1.js', '/favicon.svg', ...settings.languageUrls['/bn']]);
    expect(installUrls(settings, entries, new Set(['']))).toEqual(['/assets/app-1.js', '/favicon.svg', ...settings.languageUrls['']]);
    expect(installUrls(settings, entries, new Set(['', '/bn']))).toEqual(entries);
    expect(languageUrls(settings, '/bn')).toEqual(settings.languageUrls['/bn']);
  });

  it('keep the whole list in a shop of one language', () => {
    expect(installUrls({}, entries, new Set())).toEqual(entries);
    expect(languageUrls({}, '')).toEqual([]);
  });
});
