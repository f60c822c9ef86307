import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installZoomBrowserApis } from '../../../support/jsdom-zoom';
import { ZoomImage } from '../../../../src/components/zoom/ZoomImage';
import { ZoomViewer } from '../../../../src/components/zoom/ZoomViewer';

const image = { src: '/demo/img/showcase/frock-01.svg', alt: 'Pink party frock', width: 480, height: 600 };
const other = { src: '/demo/img/showcase/frock-02.svg', alt: 'Blue party frock', width: 480, height: 600 };

const renderPage = () =>
  render(
    <>
      <ZoomImage image={image} openLabel="Expand image" />
      <ZoomImage image={other} openLabel="Expand image" />
      <ZoomViewer closeLabel="Minimize image" />
    </>,
  );

const openDialog = async () => {
  await waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true));
  return screen.getByRole('dialog');
};

describe('ZoomImage and the page ZoomViewer', () => {
  let restore: () => void;
  beforeAll(() => {
    restore = installZoomBrowserApis();
    // A layout box the library scales into a fractional size, as Chromium's did (960.0000000000001).
    vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 333.3, height: 416.7 }));
  });
  afterAll(() => {
    vi.restoreAllMocks();
    restore();
  });

  it('is plain markup: a photo and its open button, and no viewer until one is opened', () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Expand image: Pink party frock' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: image.alt })).toBeInTheDocument();
    expect(document.querySelector('dialog, [data-rmiz]')).toBeNull();
  });

  it('renders the full-screen copy as valid HTML: integer size, no empty srcset or sizes', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Expand image: Pink party frock' }));
    await openDialog();
    const copy = document.querySelector('img[data-rmiz-modal-img]')!;
    expect(copy).toHaveAttribute('alt', image.alt);
    expect(copy.getAttribute('width')).toMatch(/^\d+$/);
    expect(copy.getAttribute('height')).toMatch(/^\d+$/);
    expect(copy).not.toHaveAttribute('srcset');
    expect(copy).not.toHaveAttribute('sizes');
  });

  it('one viewer opens whichever photo was clicked, and its button gets the focus it returns to', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('img', { name: other.alt }));
    const dialog = await openDialog();
    expect(within(dialog).getByRole('img', { name: other.alt })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Expand image: Blue party frock');
    expect(document.activeElement?.closest('[data-zoom-photo]')).toHaveAttribute('data-zoom-photo', other.src);
    // The library's own open button is hidden: the photo's button is the only one.
    expect(screen.getAllByRole('button', { name: /^Expand image/ })).toHaveLength(2);
  });

  it('a second viewer on the page leaves a click the first has claimed: one dialog opens', async () => {
    render(
      <>
        <ZoomImage image={image} openLabel="Expand image" />
        <ZoomViewer closeLabel="Minimize image" />
        <ZoomViewer closeLabel="Minimize image" />
      </>,
    );
    fireEvent.click(screen.getByRole('img', { name: image.alt }));
    await openDialog();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });
});
