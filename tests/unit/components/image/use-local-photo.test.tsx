import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Image } from '../../../../src/components/image/Image';
import { ImageVariantsContext } from '../../../../src/components/image/image-variants-context';
import { LocalPhotosContext, type LocalPhotos } from '../../../../src/components/image/local-photos-context';
import type { ImagesConfig } from '../../../../src/domain/image-variants';

// A rule that matches every picture, so a copy offered for a local one would show.
const images: ImagesConfig = { widths: [360], variants: [{ match: '/', url: '{base}-{width}w.{format}', formats: ['webp', 'jpg'] }] };
const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

/** Photos under /local/ held by "this browser": a read answers `url` once released. */
function held(url: string | undefined) {
  let release!: () => void;
  const read = new Promise<void>((resolve) => (release = resolve)).then(() => url);
  const photos: LocalPhotos = { owns: (src) => src.startsWith('/local/'), read: () => read };
  /** Lets the read answer, and React draw what follows from it. */
  const answer = () =>
    act(async () => {
      release();
      await read;
    });
  return { photos, answer };
}

const wrap = (photos: LocalPhotos | undefined, node: ReactNode) => (
  <ImageVariantsContext.Provider value={images}>
    <LocalPhotosContext.Provider value={photos}>{node}</LocalPhotosContext.Provider>
  </ImageVariantsContext.Provider>
);

describe('Image, for a picture this browser holds (a demo owner’s photo)', () => {
  it('shows the placeholder while it is read, then the picture read, with no copies offered', async () => {
    const { photos, answer } = held(PIXEL);
    const { container } = render(wrap(photos, <Image image={{ src: '/local/p/photo.jpg', alt: 'New tote', width: 4, height: 5 }} />));
    expect(container.querySelector('[data-image-placeholder]')).toHaveAttribute('aria-label', 'New tote');
    expect(container.querySelector('img')).toBeNull();
    await answer();
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const img = screen.getByRole('img', { name: 'New tote' });
    expect(img).toHaveAttribute('src', PIXEL);
    expect(img).not.toHaveAttribute('srcset');
    expect(container.querySelector('picture, source')).toBeNull();
  });

  it('keeps the placeholder when this browser holds no such photo', async () => {
    const { photos, answer } = held(undefined);
    const { container } = render(wrap(photos, <Image image={{ src: '/local/gone.jpg', alt: 'Gone' }} />));
    await answer();
    expect(screen.getByRole('img', { name: 'Gone' })).toHaveAttribute('data-image-placeholder');
    expect(container.querySelector('img')).toBeNull();
  });

  it('draws every other picture as before, and every picture as it is where nothing is held (a Firebase build)', () => {
    const { photos } = held(PIXEL);
    const { container, unmount } = render(wrap(photos, <Image image={{ src: '/demo/img/a.jpg', alt: 'A' }} />));
    expect(container.querySelector('img')).toHaveAttribute('src', '/demo/img/a.jpg');
    expect(container.querySelector('picture > source')).toHaveAttribute('type', 'image/webp');
    unmount();
    const plain = render(wrap(undefined, <Image image={{ src: '/local/p/photo.jpg', alt: 'B' }} />));
    expect(plain.container.querySelector('img')).toHaveAttribute('src', '/local/p/photo.jpg');
  });
});
