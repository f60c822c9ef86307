import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeSection } from '../../../support/home-sections';
import { chatParts, renderRoute } from '../../../support/render-route';

const section = (name: string) => screen.getByRole('region', { name });
const slidesOf = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('group', { hidden: true })
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide');

// The first test pays for transforming the lazily loaded page modules.
describe('home page (/)', { timeout: 30000 }, () => {
  it('shows the heading and three labelled carousels: hero 4 slides, promo 3, showroom photos', async () => {
    const { catalogue } = await renderRoute('/');
    const { home } = catalogue;
    const [hero, promo] = [homeSection(home, 'carousel', 0), homeSection(home, 'carousel', 1)];
    const photos = homeSection(home, 'showrooms').photos!;
    expect(screen.getByRole('heading', { level: 1, name: home.heading })).toBeInTheDocument();
    const carousels = screen.getAllByRole('region').filter((r) => r.getAttribute('aria-roledescription') === 'carousel');
    expect(carousels.map((c) => c.getAttribute('aria-label'))).toEqual([hero.label, promo.label, photos.label]);
    expect(slidesOf(carousels[0]!)).toHaveLength(4);
    expect(slidesOf(carousels[1]!)).toHaveLength(3);
    expect(slidesOf(carousels[2]!)).toHaveLength(photos.slides.length);
    // The hero's first picture is the largest paint: loaded at once, everything else lazily.
    const heroImages = carousels[0]!.querySelectorAll('img');
    expect(heroImages[0]).toHaveAttribute('loading', 'eager');
    expect([...heroImages].slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('has a fixed chat button with the shop message for the chat number', async () => {
    await renderRoute('/');
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(chatParts(link.getAttribute('href'))).toEqual({ number: '910000000003', text: 'I want to shop at Demo Vastra Bhandar.' });
  });

  it('links the four category cards to their routes; Beauty Care links nowhere', async () => {
    const { catalogue } = await renderRoute('/');
    const cards = within(section(homeSection(catalogue.home, 'category-cards').heading)).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Womens Wear',
      'Mens Wear',
      'Kids Wear',
      'Accessories',
      'Beauty Care',
    ]);
    const hrefs = cards.slice(0, 4).map((c) => within(c).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual(['/womens-wear', '/mens-wear', '/kids-wear', '/Accessories']);
    expect(within(cards[4]!).queryByRole('link')).toBeNull();
    expect(within(cards[4]!).getByText(catalogue.texts.card.comingSoon)).toBeInTheDocument();
  });

  it('shows three silent looping trending videos from local files', async () => {
    const { catalogue } = await renderRoute('/');
    const trending = homeSection(catalogue.home, 'video-clips');
    const videos = section(trending.heading).querySelectorAll('video');
    expect(videos).toHaveLength(3);
    videos.forEach((video, i) => {
      const config = trending.videos[i]!;
      expect(video).toHaveAttribute('aria-label', config.title);
      expect(video).toHaveAttribute('poster', config.poster);
      expect(video).toHaveAttribute('preload', 'none');
      expect(video.loop && video.muted && video.playsInline).toBe(true);
      const sources = [...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')]);
      expect(sources).toEqual(config.sources.map((src) => [src, src.endsWith('.webm') ? 'video/webm' : 'video/mp4']));
    });
  });

  it('shows the 8 gallery images lazily', async () => {
    const { catalogue } = await renderRoute('/');
    const gallery = homeSection(catalogue.home, 'gallery');
    const images = within(section(gallery.heading)).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(gallery.images.map((i) => i.alt));
    expect(images).toHaveLength(8);
    images.forEach((i) => expect(i).toHaveAttribute('loading', 'lazy'));
  });

  it('renders social and video embeds as facades; a frame loads, titled, only on click', async () => {
    const { catalogue, container } = await renderRoute('/');
    const [social, videos] = [homeSection(catalogue.home, 'embeds', 0), homeSection(catalogue.home, 'embeds', 1)];
    expect(container.querySelector('iframe')).toBeNull();
    expect(within(section(social.heading)).getAllByRole('button', { name: /^Load and play: / })).toHaveLength(social.embeds.length);
    const plays = within(section(videos.heading)).getAllByRole('button', { name: /^Load and play: / });
    expect(plays).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: `Load and play: ${videos.embeds[2]!.title}` }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('title', videos.embeds[2]!.title);
    expect(frames[0]).toHaveAttribute('src', videos.embeds[2]!.src);
  });

  it('shows both showrooms in an accordion, one panel open at a time', async () => {
    const { catalogue } = await renderRoute('/');
    const area = section(homeSection(catalogue.home, 'showrooms').heading);
    const [head, branch] = within(area)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-expanded'));
    expect(head).toHaveTextContent('Bethuadahari Head Office Showroom');
    expect(branch).toHaveTextContent('Barnia Branch Showroom');
    expect(within(area).getByText(/741126/)).toBeVisible();
    fireEvent.click(branch!);
    expect(branch).toHaveAttribute('aria-expanded', 'true');
    expect(head).toHaveAttribute('aria-expanded', 'false');
    expect(within(area).getByText(/741156/)).toBeVisible();
  });

  it('ends with the 14 showcase cards, each with a zoomable photo and an "I am Interested" chat link', async () => {
    const { catalogue } = await renderRoute('/');
    const cards = within(section(homeSection(catalogue.home, 'showcase').heading)).getAllByRole('article');
    expect(cards).toHaveLength(14);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Party Frock' })).toBeInTheDocument();
    expect(within(first).getByText('Colour: Pink')).toBeInTheDocument();
    for (const card of cards) {
      const chat = within(card).getByRole('link', { name: /^Whatsapp Inquiry: / });
      expect(chatParts(chat.getAttribute('href')).text).toBe('I am Interested');
    }
    // The page's zoom viewer opens it; the viewer itself is covered by ShowcaseCard.test.tsx.
    expect(within(first).getByRole('img', { name: 'Pink party frock with a flared skirt' }).closest('[data-zoom-photo]')).not.toBeNull();
    expect(within(first).getByRole('button', { name: 'Expand image: Pink party frock with a flared skirt' })).toBeInTheDocument();
  });
});
