import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../../src/catalogue/schema';
import type { HomeConfig } from '../../../../src/kinds/home/kind';
import { specCatalogue } from '../../../support/catalogue';
import { homeSection } from '../../../support/home-sections';
import { renderRoute } from '../../../support/render-route';

const spec = specCatalogue();
const { home } = spec;
const withSections = (sections: HomeConfig['sections']): Catalogue => ({ ...spec, home: { ...home, sections } });

const h2s = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const carousels = () => screen.queryAllByRole('region').filter((r) => r.getAttribute('aria-roledescription') === 'carousel');

// The first test pays for transforming the lazily loaded page modules.
describe('home sections: any subset, any order, a type may repeat', { timeout: 30000 }, () => {
  it('draws the sections in the order of the list', async () => {
    const [hero, promo, chat, categories, clips, gallery, social, videos, showrooms, showcase] = home.sections;
    const reordered = [showcase!, gallery!, hero!, categories!, showrooms!, clips!, videos!, social!, chat!, promo!];
    await renderRoute('/', { catalogue: withSections(reordered) });
    const headed = reordered.flatMap((s) => ('heading' in s ? [s.heading] : []));
    expect(h2s()).toEqual(headed);
    expect(carousels().map((c) => c.getAttribute('aria-label'))).toEqual([
      homeSection(home, 'carousel', 0).label,
      homeSection(home, 'showrooms').photos!.label,
      homeSection(home, 'carousel', 1).label,
    ]);
  });

  it('loads the first picture at once only when a carousel opens the page', async () => {
    const hero = homeSection(home, 'carousel', 0);
    await renderRoute('/', { catalogue: withSections([homeSection(home, 'gallery'), hero]) });
    const [region] = carousels();
    expect([...region!.querySelectorAll('img')].every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('draws a repeated type once per entry, each with its own content', async () => {
    const gallery = homeSection(home, 'gallery');
    const second = { ...gallery, heading: 'Last season', images: gallery.images.slice(0, 2) };
    const hero = homeSection(home, 'carousel', 0);
    const again = { ...hero, label: 'More arrivals' };
    await renderRoute('/', { catalogue: withSections([hero, gallery, again, second]) });
    expect(h2s()).toEqual([gallery.heading, 'Last season']);
    expect(within(screen.getByRole('region', { name: 'Last season' })).getAllByRole('img')).toHaveLength(2);
    expect(carousels().map((c) => c.getAttribute('aria-label'))).toEqual([hero.label, 'More arrivals']);
  });

  it('draws a home of three sections with no carousel and no chat button', async () => {
    const three = [homeSection(home, 'category-cards'), homeSection(home, 'gallery'), homeSection(home, 'showcase')];
    await renderRoute('/', { catalogue: withSections(three) });
    expect(screen.getByRole('heading', { level: 1, name: home.heading })).toBeInTheDocument();
    expect(h2s()).toEqual(three.map((s) => s.heading));
    expect(carousels()).toEqual([]);
    expect(screen.queryByRole('link', { name: homeSection(home, 'chat-button').label })).toBeNull();
  });

  it('shows the showroom accordion alone when the section has no photos', async () => {
    const { photos: _, ...showrooms } = homeSection(home, 'showrooms');
    await renderRoute('/', { catalogue: withSections([showrooms]) });
    const area = screen.getByRole('region', { name: showrooms.heading });
    expect(
      within(area)
        .getAllByRole('button')
        .filter((b) => b.hasAttribute('aria-expanded')),
    ).toHaveLength(showrooms.items.length);
    expect(carousels()).toEqual([]);
  });
});
