import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installZoomBrowserApis } from '../../../support/jsdom-zoom';
import { ShowcaseCard } from '../../../../src/components/showcase/ShowcaseCard';
import { ZoomViewer } from '../../../../src/components/zoom/ZoomViewer';

const zoom = { openLabel: 'Expand image' };

function renderCard() {
  render(
    <>
      <ShowcaseCard
        title="Party Frock"
        note="Colour: Pink"
        image={{ src: '/demo/img/showcase/frock-01.svg', alt: 'Pink party frock', width: 480, height: 600 }}
        chat={{ label: 'Whatsapp Inquiry', href: 'https://wa.me/910000000003?text=I%20am%20Interested' }}
        zoom={zoom}
      />
      <ZoomViewer closeLabel="Minimize image" margin={0} swipeThreshold={10} />
    </>,
  );
  return screen.getByRole('button', { name: 'Expand image: Pink party frock' });
}

const dialog = () => document.querySelector('dialog')!;

/** The page's viewer loads its code on first use, then opens once it has decoded the photo. */
async function open() {
  fireEvent.click(renderCard());
  await waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true));
}
/** jsdom runs no CSS transitions, so the test ends the zoom animation as a browser would. */
const endTransition = () =>
  act(() => {
    fireEvent.transitionEnd(dialog().querySelector('img')!);
  });

describe('ShowcaseCard', () => {
  let restore: () => void;
  beforeAll(() => {
    restore = installZoomBrowserApis();
  });
  afterAll(() => restore());

  it('shows the title, the note and a chat link named after the item', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Party Frock' })).toBeInTheDocument();
    expect(screen.getByText('Colour: Pink')).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'Whatsapp Inquiry: Party Frock' });
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toBe('I am Interested');
  });

  it('opens the photo in a modal dialog and closes it on Escape', async () => {
    await open();
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(within(screen.getByRole('dialog')).getByRole('img', { name: 'Pink party frock' })).toBeInTheDocument();
    // Scroll is locked while the viewer is open.
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    endTransition();
    expect(dialog().open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its minimise button', async () => {
    await open();
    endTransition();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Minimize image' }));
    endTransition();
    expect(dialog().open).toBe(false);
  });

  it('closes on a click on the zoomed image', async () => {
    await open();
    endTransition();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('img'));
    endTransition();
    expect(dialog().open).toBe(false);
  });

  it('closes on a click on the overlay around the image', async () => {
    await open();
    endTransition();
    fireEvent.click(dialog().querySelector('[data-rmiz-modal-content]')!);
    endTransition();
    expect(dialog().open).toBe(false);
  });

  it('closes on the scroll wheel, but not on Ctrl + wheel (that zooms the page)', async () => {
    await open();
    endTransition();
    // Async act: whatever the wheel handler schedules has run before the check.
    await act(() => Promise.resolve(fireEvent.wheel(window, { deltaY: 40, ctrlKey: true })));
    expect(dialog().open).toBe(true);
    await act(() => Promise.resolve(fireEvent.wheel(window, { deltaY: 40 })));
    endTransition();
    expect(dialog().open).toBe(false);
  });

  it('closes on a vertical swipe longer than the threshold', async () => {
    await open();
    endTransition();
    fireEvent.touchStart(window, { touches: [{ screenY: 300 }], changedTouches: [{ screenY: 300 }] });
    fireEvent.touchMove(window, { changedTouches: [{ screenY: 305 }] });
    expect(dialog().open).toBe(true);
    fireEvent.touchMove(window, { changedTouches: [{ screenY: 311 }] });
    endTransition();
    expect(dialog().open).toBe(false);
  });
});
