import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatParts, renderRoute } from '../../../support/render-route';

describe('kids frock page (/kidsfrock)', { timeout: 30000 }, () => {
  it('has a breadcrumb back to Kids Wear and its heading', async () => {
    const { catalogue } = await renderRoute('/kidsfrock');
    const page = catalogue.showcases.find((s) => s.id === 'kidsfrock')!;
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/kids-wear');
    expect(within(crumbs).getByText('Kids Frock')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
  });

  it('renders the 14 cards from config, each with its note and chat link', async () => {
    const { catalogue } = await renderRoute('/kidsfrock');
    const page = catalogue.showcases.find((s) => s.id === 'kidsfrock')!;
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(14);
    cards.forEach((card, i) => {
      const config = page.cards[i]!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(config.title);
      expect(within(card).getByText(config.note)).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: config.image.alt })).toHaveAttribute('src', config.image.src);
      const link = within(card).getByRole('link', { name: `Whatsapp Inquiry: ${config.title}` });
      expect(chatParts(link.getAttribute('href'))).toEqual({ number: '910000000003', text: 'I am Interested' });
    });
  });
});
