import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { imagesLoadInThisFile } from '../../../support/loaded-images';
import { catalogue, renderPage } from '../../../support/render-page';

imagesLoadInThisFile();

const expandedHeaders = (main: HTMLElement) =>
  within(main)
    .queryAllByRole('button', { expanded: true })
    .map((b) => b.textContent);

describe('showroom pages', { timeout: 20_000 }, () => {
  it('head office: photo, heading, Address panel open with pin 741126, the others closed', async () => {
    const { main } = await renderPage('/Bethuadahari-headoffice_showroom');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Bethuadahari Head Office Showroom');
    expect(within(main).getByRole('img', { name: 'Front of the Bethuadahari head office showroom' })).toBeInTheDocument();
    expect(expandedHeaders(main)).toEqual(['Address']);
    expect(within(main).getByText('PIN 741126')).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Direction Map' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(main).getByRole('button', { name: 'Contact' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps exactly one panel open as headers are clicked', async () => {
    const user = userEvent.setup({ delay: null });
    const { main } = await renderPage('/Bethuadahari-headoffice_showroom');
    await user.click(within(main).getByRole('button', { name: 'Direction Map' }));
    expect(expandedHeaders(main)).toEqual(['Direction Map']);
    expect(within(main).queryByText('PIN 741126')).not.toBeVisible();
    const directions = within(main).getByRole('link', { name: 'Get directions' });
    expect(directions).toBeVisible();
    expect(directions).toHaveAttribute('href', catalogue.showrooms[0]!.directions);

    await user.click(within(main).getByRole('button', { name: 'Contact' }));
    expect(expandedHeaders(main)).toEqual(['Contact']);
    expect(within(main).getByRole('link', { name: '+91 00000 00011' })).toHaveAttribute('href', 'tel:+910000000011');

    await user.click(within(main).getByRole('button', { name: 'Contact' }));
    expect(expandedHeaders(main)).toEqual([]);
  });

  it('shows both maps of the head office as titled facades that load a lazy frame only on click', async () => {
    const user = userEvent.setup({ delay: null });
    const { main } = await renderPage('/Bethuadahari-headoffice_showroom');
    expect(main.querySelector('iframe')).toBeNull();
    await user.click(within(main).getByRole('button', { name: 'Direction Map' }));
    const panel = within(main).getByRole('region', { name: 'Direction Map' });
    const plays = within(panel).getAllByRole('button', { name: /^Load and play: / });
    expect(plays.map((b) => b.textContent)).toEqual([
      'Load and play: Map of the Bethuadahari head office showroom▶',
      'Load and play: Wider map of Bethuadahari▶',
    ]);
    await user.click(plays[1]!);
    const frame = within(panel).getByTitle('Wider map of Bethuadahari');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=demo-head-office-wide');
  });

  it('has four zoomable photos and the map under "Find us"', async () => {
    const { main } = await renderPage('/Bethuadahari-headoffice_showroom');
    const photos = within(main).getByRole('region', { name: 'Inside our showroom' });
    expect(within(photos).getAllByRole('img')).toHaveLength(4);
    expect(await within(photos).findAllByRole('button', { name: /^Expand image: / })).toHaveLength(4);
    const map = within(main).getByRole('region', { name: 'Find us' });
    expect(within(map).getByRole('button', { name: 'Load and play: Map of the Bethuadahari head office showroom' })).toBeInTheDocument();
  });

  it('branch page shows its own address and pin 741156', async () => {
    const { main } = await renderPage('/barnia-showroom');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Barnia Branch Showroom');
    expect(within(main).getByText('PIN 741156')).toBeVisible();
    expect(within(main).getByText('Barnia Bazar')).toBeVisible();
    expect(await within(main).findAllByRole('button', { name: /^Expand image: / })).toHaveLength(4);
  });

  it('/Bethuadahari: address with phone, and a Contact us panel linking to the contact page', async () => {
    const user = userEvent.setup({ delay: null });
    const { main } = await renderPage('/Bethuadahari');
    expect(within(main).getByText('PIN 741126')).toBeVisible();
    expect(within(main).getByRole('link', { name: '+91 00000 00011' })).toBeVisible();
    await user.click(within(main).getByRole('button', { name: 'Contact us' }));
    expect(expandedHeaders(main)).toEqual(['Contact us']);
    const panel = within(main).getByRole('region', { name: 'Contact us' });
    expect(within(panel).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(within(panel).getByRole('link', { name: '+91 00000 00011' })).toHaveAttribute('href', 'tel:+910000000011');
    expect(await within(main).findAllByRole('button', { name: /^Expand image: / })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bethuadahari Showroom');
  });
});
