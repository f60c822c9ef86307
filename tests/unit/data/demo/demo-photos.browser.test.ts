import { act, render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Image } from '../../../../src/components/image/Image';
import { LocalPhotosContext } from '../../../../src/components/image/local-photos-context';
import { demoPhotoSource } from '../../../../src/data/demo/demo-photo-source';
import { demoPhotos } from '../../../../src/data/owner/demo-photos';
import type { PhotoFile, PhotoProgress } from '../../../../src/data/owner/product-photos';

// In real Chromium (the `browser` project): its IndexedDB, FileReader and image decoder, as a demo build has them.

/** A real encoded picture, `width` × `height`, as the resizer makes one. */
async function encoded(width: number, height: number, type: string): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#c00';
  context.fillRect(0, 0, width, height);
  return canvas.convertToBlob({ type });
}

const file = async (path: string, type: string, width = 40, height = 50): Promise<PhotoFile> => ({
  path,
  contentType: type,
  blob: await encoded(width, height, type),
});

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const decodedSize = async (src: string) => {
  const img = new window.Image();
  img.src = src;
  await img.decode();
  return [img.naturalWidth, img.naturalHeight];
};

describe("the demo owner's photos, kept in this browser's IndexedDB", () => {
  it('stores each file under its product folder, telling progress, and reads it back as a data: URL of the same bytes', async () => {
    const photos = demoPhotos();
    const folder = `products/saree/${crypto.randomUUID()}`;
    const files = [await file('photo.jpg', 'image/jpeg'), await file('photo-360w.webp', 'image/webp', 36, 45)];
    const progress: PhotoProgress[] = [];
    const upload = photos.upload(folder, files);
    expect(await upload.run((p) => progress.push(p))).toBeNull();
    expect(upload.stored()).toEqual(['photo.jpg', 'photo-360w.webp']);
    expect(progress.at(-1)).toMatchObject({ path: 'photo-360w.webp', index: 1, count: 2, sent: files[1]!.blob.size });

    const src = photos.url(folder, 'photo.jpg');
    expect(src).toBe(`/demo-photos/${folder}/photo.jpg`);
    expect(demoPhotoSource.owns(src)).toBe(true);
    const url = (await demoPhotoSource.read(src))!;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(await bytesOf(await (await fetch(url)).blob())).toEqual(await bytesOf(files[0]!.blob));
    expect(await decodedSize(url)).toEqual([40, 50]);
    expect((await demoPhotoSource.read(photos.url(folder, 'photo-360w.webp')))!.startsWith('data:image/webp;base64,')).toBe(true);
  });

  it("deletes a product's folder and nothing of a folder whose name begins the same", async () => {
    const photos = demoPhotos();
    const id = crypto.randomUUID();
    const [mine, neighbour] = [`products/saree/${id}`, `products/saree/${id}-2`];
    expect(await photos.upload(mine, [await file('photo.jpg', 'image/jpeg')]).run()).toBeNull();
    expect(await photos.upload(neighbour, [await file('photo.jpg', 'image/jpeg')]).run()).toBeNull();
    expect(await photos.removeAll(mine)).toBeNull();
    expect(await demoPhotoSource.read(photos.url(mine, 'photo.jpg'))).toBeUndefined();
    expect(await demoPhotoSource.read(photos.url(neighbour, 'photo.jpg'))).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('refuses what storage.rules would refuse before storing anything: a GIF, a name outside the folder', async () => {
    const photos = demoPhotos();
    const folder = `products/saree/${crypto.randomUUID()}`;
    const gif: PhotoFile = { path: 'photo.gif', contentType: 'image/gif', blob: new Blob(['GIF89a'], { type: 'image/gif' }) };
    expect((await photos.upload(folder, [await file('photo.jpg', 'image/jpeg'), gif]).run())?.kind).toBe('refused');
    expect((await photos.upload(folder, [await file('../photo.jpg', 'image/jpeg')]).run())?.kind).toBe('refused');
    expect(await demoPhotoSource.read(photos.url(folder, 'photo.jpg'))).toBeUndefined();
  });

  it('is drawn by a demo build’s Image: the placeholder, then the photo from this browser, decoded', async () => {
    const photos = demoPhotos();
    const folder = `products/saree/${crypto.randomUUID()}`;
    await photos.upload(folder, [await file('photo.jpg', 'image/jpeg')]).run();
    // createElement, not JSX: the browser project takes *.browser.test.ts files.
    const image = { src: photos.url(folder, 'photo.jpg'), alt: 'New tote', width: 40, height: 50 };
    const view = render(
      createElement(LocalPhotosContext.Provider, { value: demoPhotoSource }, createElement(Image, { image, eager: true })),
    );
    expect(view.container.querySelector('[data-image-placeholder]')).not.toBeNull();
    await waitFor(() => expect(view.container.querySelector('img')?.complete).toBe(true), { timeout: 10_000 });
    const img = view.container.querySelector('img')!;
    expect(img.src.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect([img.naturalWidth, img.naturalHeight]).toEqual([40, 50]);
    act(() => view.unmount());
  });
});
