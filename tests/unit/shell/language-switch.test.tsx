import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../../../src/components/chrome/LanguageSwitch';
import { languageCatalogue } from '../../../src/build-time/language-catalogue';
import { languageSwitchProps } from '../../../src/shell/chrome-props';
import { notFoundEntry, offlineEntry } from '../../../src/site/route-table';
import { loadedCatalogue, specCatalogue } from '../../support/catalogue';
import { renderRoute } from '../../support/render-route';

// The unit tests' virtual modules are the spec shop's, which has no switch: here, the component a shop with locales gets.
vi.mock('virtual:catalogue-language-switch', async () => ({
  LanguageSwitch: (await import('../../../src/components/chrome/LanguageSwitch')).LanguageSwitch,
}));

const TWO = loadedCatalogue(readFileSync('tests/fixtures/two-languages/catalogue.config.yaml', 'utf8'));
const en = languageCatalogue(TWO, 'en');
const bn = languageCatalogue(TWO, 'bn');
const page = (c: typeof en, id: string) => c.pages.find((p) => p.id === id)!;

describe('the language switch', () => {
  it("links each other language's same page, named in its own script and marked with its tag", () => {
    expect(languageSwitchProps(en, page(en, 'saree'))).toEqual({
      label: 'Language',
      links: [{ label: 'বাংলা', lang: 'bn-IN', href: '/bn/saree' }],
    });
    expect(languageSwitchProps(bn, page(bn, 'saree')).links).toEqual([{ label: 'English', lang: 'en-IN', href: '/saree' }]);
    expect(languageSwitchProps(bn, page(bn, 'home')).links[0]!.href).toBe('/');
    expect(languageSwitchProps(en, page(en, 'home')).links[0]!.href).toBe('/bn');
  });

  it('keeps the query and the fragment once it knows the address (after hydration), and none before', () => {
    const saree = page(bn, 'saree');
    expect(languageSwitchProps(bn, saree, { pathname: '/bn/saree', search: '?q=লাল', hash: '#p-3' }).links[0]!.href).toBe(
      '/saree?q=লাল#p-3',
    );
    // The HTML is the same for every query: it links the page alone.
    expect(languageSwitchProps(bn, saree).links[0]!.href).toBe('/saree');
  });

  it("links the not-found page's own address once known, the other home page before; the offline page always home", () => {
    const missing = notFoundEntry(bn);
    expect(languageSwitchProps(bn, missing).links[0]!.href).toBe('/');
    expect(languageSwitchProps(bn, missing, { pathname: '/bn/gone', search: '', hash: '' }).links[0]!.href).toBe('/gone');
    const offline = offlineEntry(en);
    expect(languageSwitchProps(en, offline, { pathname: '/~offline', search: '', hash: '' }).links[0]!.href).toBe('/bn');
  });

  it('draws a labelled list of plain links with lang and hreflang', () => {
    render(<LanguageSwitch {...languageSwitchProps(en, page(en, 'saree'))} />);
    const link = within(screen.getByRole('list', { name: 'Language' })).getByRole('link', { name: 'বাংলা' });
    expect(link).toHaveAttribute('href', '/bn/saree');
    expect(link).toHaveAttribute('lang', 'bn-IN');
    expect(link).toHaveAttribute('hreflang', 'bn-IN');
  });

  it('is in the top strip of a page in a shop of two languages, following the address', async () => {
    await renderRoute('/bn/saree?q=x#top', { catalogue: bn });
    const strip = screen.getAllByRole('complementary').find((el) => within(el).queryByRole('list', { name: bn.texts.topStrip.languages }));
    const link = within(strip!).getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/saree?q=x#top');
    expect(link).toHaveAttribute('hreflang', 'en-IN');
  });

  it('is nowhere in a shop of one language', async () => {
    const { container } = await renderRoute('/saree?q=x', { catalogue: specCatalogue() });
    expect(container.querySelector('[hreflang], [lang]')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Language' })).toBeNull();
  });
});
