import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogue, renderPage } from '../../../support/render-page';

/** The decoded chat message of a wa.me link, and the number it goes to. */
function chat(href: string | null) {
  const url = new URL(href ?? '');
  return { host: url.host, number: url.pathname.slice(1), text: url.searchParams.get('text') };
}

describe('contact page', { timeout: 20_000 }, () => {
  it('has a breadcrumb, the Help Centre heading and three tabs with BETHUADAHARI selected', async () => {
    const { main } = await renderPage('/contact-us');
    expect(within(main).getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeContact us');
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Help Centre');
    expect(
      within(main)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['BETHUADAHARI', 'BARNIA', 'ENQUERIES']);
    expect(within(main).getByRole('tab', { selected: true })).toHaveTextContent('BETHUADAHARI');
  });

  it('BETHUADAHARI: address, tel: phone, chat link with the shop message, business phone, mailto: and a map facade', async () => {
    const { main } = await renderPage('/contact-us');
    const panel = within(main).getByRole('tabpanel');
    expect(panel).toHaveTextContent('12 Example Market Road');
    expect(panel).toHaveTextContent('PIN 741126');
    expect(within(panel).getByRole('link', { name: '+91 00000 00011' })).toHaveAttribute('href', 'tel:+910000000011');
    const link = within(panel).getByRole('link', { name: 'Chat on WhatsApp' });
    expect(chat(link.getAttribute('href'))).toEqual({
      host: 'wa.me',
      number: '910000000003',
      text: 'I want to shop at Demo Vastra Bhandar.',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByText('Business phone:')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+91 00000 00004' })).toHaveAttribute('href', 'tel:+910000000004');
    expect(within(panel).getByText('Help e-mail:')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(within(panel).getByRole('button', { name: 'Load and play: Map of the Bethuadahari head office showroom' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('BARNIA: its own address, phone and chat link, without the head-office extras', async () => {
    const user = userEvent.setup({ delay: null });
    const { main } = await renderPage('/contact-us');
    await user.click(within(main).getByRole('tab', { name: 'BARNIA' }));
    const panel = within(main).getByRole('tabpanel');
    expect(panel).toHaveTextContent('Barnia Bazar');
    expect(panel).toHaveTextContent('PIN 741156');
    expect(within(panel).getByRole('link', { name: '+91 00000 00012' })).toHaveAttribute('href', 'tel:+910000000012');
    expect(chat(within(panel).getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).text).toBe(
      'I want to shop at Demo Vastra Bhandar.',
    );
    expect(within(panel).queryByRole('link', { name: catalogue.shop.email })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Load and play/ })).toBeNull();
  });
});
