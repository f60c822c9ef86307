import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Image } from '../../../../src/components/image/Image';
import { ImageVariantsContext } from '../../../../src/components/image/image-variants-context';
import { ProductCard, type ProductCardProps } from '../../../../src/components/product/ProductCard';
import { PRODUCT_IMAGE_SIZES } from '../../../../src/components/product/product-columns';
import type { ImagesConfig } from '../../../../src/domain/image-variants';
import { installZoomBrowserApis } from '../../../support/jsdom-zoom';
import { ZoomViewer } from '../../../../src/components/zoom/ZoomViewer';

const images: ImagesConfig = {
  widths: [360, 720],
  variants: [{ match: '/demo/img/', url: '{base}-{width}w.{format}', formats: ['avif', 'jpg'] }],
};

const wrap = (node: ReactNode) => <ImageVariantsContext.Provider value={images}>{node}</ImageVariantsContext.Provider>;

const card: ProductCardProps = {
  title: 'Banarasi silk saree',
  des: 'Woven zari border, six yards, with a matching blouse piece and a long description that a phone clamps.',
  image: '/demo/img/p/saree-1.jpg',
  call: { label: 'Call Book', href: 'tel:+910000000002' },
  chat: { label: 'Whatsapp Inquiry', href: 'https://wa.me/910000000003' },
  anchor: 'p-saree-1',
  share: { label: 'Share', href: '/saree#p-saree-1', copiedText: 'Link copied', failedText: 'Copy it:' },
  zoom: { openLabel: 'Expand image' },
};

const placeholder = (name: string) => screen.getByRole('img', { name });

describe('Image', () => {
  it('serves a photo a rule matches as <picture>: a <source> per modern format, then the fallback format copies, with the sizes shown', () => {
    const { container } = render(wrap(<Image image={{ src: '/demo/img/p/a.jpg', alt: 'A', width: 480, height: 600 }} sizes="50vw" />));
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', '/demo/img/p/a-360w.avif 360w, /demo/img/p/a-720w.avif 720w');
    expect(source).toHaveAttribute('sizes', '50vw');
    const fallback = container.querySelector('picture > source:last-of-type')!;
    expect(fallback).not.toHaveAttribute('type');
    expect(fallback).toHaveAttribute('srcset', '/demo/img/p/a-360w.jpg 360w, /demo/img/p/a-720w.jpg 720w');
    expect(fallback).toHaveAttribute('sizes', '50vw');
    // No srcset of its own: the zoom viewer would copy it and fetch the fallback copies too.
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('src', '/demo/img/p/a.jpg');
    // The box is reserved before the bytes arrive.
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows an SVG drawing as a plain <img>, and loads the first picture seen eagerly with high priority', () => {
    const { container } = render(wrap(<Image image={{ src: '/demo/img/p/a.svg', alt: 'A' }} eager />));
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('replaces a picture that fails to load by a neutral placeholder in the same box', () => {
    render(wrap(<Image image={{ src: '/demo/img/p/gone.jpg', alt: 'Gone', width: 480, height: 600 }} />));
    fireEvent.error(screen.getByRole('img', { name: 'Gone' }));
    expect(placeholder('Gone')).toHaveAttribute('data-image-placeholder');
    expect(placeholder('Gone').tagName).toBe('SPAN');
    expect(placeholder('Gone').style.aspectRatio).toBe('480 / 600');
  });

  it('shows the placeholder when there is no picture to load', () => {
    render(wrap(<Image image={{ src: '', alt: 'No photo' }} />));
    expect(placeholder('No photo')).toHaveAttribute('data-image-placeholder');
  });

  describe('a picture that failed before the page was hydrated (no error event left to catch)', () => {
    const proto = HTMLImageElement.prototype;
    const saved = ['complete', 'naturalWidth', 'currentSrc'].map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
    const fake = (requested: boolean) => {
      Object.defineProperty(proto, 'complete', { configurable: true, get: () => true });
      Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => 0 });
      Object.defineProperty(proto, 'currentSrc', { configurable: true, get: () => (requested ? '/demo/img/p/gone.jpg' : '') });
    };
    afterEach(() => {
      for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(proto, name, descriptor);
    });

    it('is found broken once mounted and shows the placeholder', () => {
      fake(true);
      render(wrap(<Image image={{ src: '/demo/img/p/gone.jpg', alt: 'Gone' }} />));
      expect(placeholder('Gone')).toHaveAttribute('data-image-placeholder');
    });

    it('but a lazy picture not yet requested is left to load', () => {
      fake(false);
      const { container } = render(wrap(<Image image={{ src: '/demo/img/p/later.jpg', alt: 'Later' }} />));
      expect(container.querySelector('img')).not.toBeNull();
      expect(container.querySelector('[data-image-placeholder]')).toBeNull();
    });
  });
});

describe('ProductCard on a phone-first grid', () => {
  it('sizes its photo to the grid column and clamps the text behind a disclosure holding all of it', () => {
    const { container } = render(wrap(<ProductCard {...card} />));
    for (const source of container.querySelectorAll('picture > source')) expect(source).toHaveAttribute('sizes', PRODUCT_IMAGE_SIZES);
    expect(container.querySelectorAll('picture > source').length).toBeGreaterThan(0);
    expect(PRODUCT_IMAGE_SIZES).toMatch(/\(min-width: 360px\) calc\(\(100vw - 44px\) \/ 2\)/);
    const summary = container.querySelector('details > summary')!;
    expect(summary).toHaveTextContent(card.des);
    expect(screen.getByRole('heading', { level: 2, name: card.title })).toHaveAttribute('data-clamped');
    expect(screen.getByRole('link', { name: 'Call Book: Banarasi silk saree' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Whatsapp Inquiry: Banarasi silk saree' })).toBeInTheDocument();
  });

  it('without a description clamps nothing: the title has no other way to be read whole', () => {
    const { container } = render(wrap(<ProductCard {...card} des="" />));
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: card.title })).not.toHaveAttribute('data-clamped');
  });

  it('without a usable image shows the placeholder, named after the product, and no zoom button', () => {
    render(wrap(<ProductCard {...card} image={undefined} />));
    expect(placeholder(card.title)).toHaveAttribute('data-image-placeholder');
    expect(screen.queryByRole('button', { name: /Expand image/ })).toBeNull();
  });

  it('opens its photo in the zoom viewer, at the widest resized copy', async () => {
    const restore = installZoomBrowserApis();
    try {
      render(
        wrap(
          <>
            <ProductCard {...card} />
            <ZoomViewer closeLabel="Minimize image" />
          </>,
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: `Expand image: ${card.title}` }));
      // The page's one viewer loads its code on first use, then opens.
      await waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true));
      const dialog = document.querySelector('dialog')!;
      // The page's copy shows at once; the widest takes its place once loaded and the opening animation ended.
      act(() => {
        fireEvent.transitionEnd(dialog.querySelector('img')!);
      });
      await waitFor(() => expect(dialog.querySelector('img')).toHaveAttribute('src', '/demo/img/p/saree-1-720w.jpg'));
    } finally {
      restore();
    }
  });
});
