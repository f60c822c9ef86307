import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installZoomBrowserApis } from '../../../tests/unit/home/jsdom-zoom';
import { ZoomImage } from './ZoomImage';

const image = { src: '/demo/img/showcase/frock-01.svg', alt: 'Pink party frock', width: 480, height: 600 };

describe('ZoomImage', () => {
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

  it('renders the hidden full-screen copy as valid HTML: integer size, no empty srcset or sizes', async () => {
    render(<ZoomImage image={image} openLabel="Expand image" closeLabel="Minimize image" />);
    await screen.findByRole('button', { name: 'Expand image: Pink party frock' });
    const copy = document.querySelector('img[data-rmiz-modal-img]')!;
    expect(copy).toHaveAttribute('alt', image.alt);
    expect(copy.getAttribute('width')).toMatch(/^\d+$/);
    expect(copy.getAttribute('height')).toMatch(/^\d+$/);
    expect(copy).not.toHaveAttribute('srcset');
    expect(copy).not.toHaveAttribute('sizes');
  });
});
