import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Pictures this browser holds rather than the site serves (a demo build's photos from its demo owner): which
 * addresses are such, and each one's picture as a URL an <img> may show, or undefined when none is held.
 */
export interface LocalPhotos {
  owns(src: string): boolean;
  read(src: string): Promise<string | undefined>;
}

/** Provided only where such pictures exist (a demo build); elsewhere every address is shown as it is. */
export const LocalPhotosContext = createContext<LocalPhotos | undefined>(undefined);

/**
 * The address to draw for `src`: itself, or for a local picture the URL read for it, undefined while it is read
 * and when none is held (the caller shows its placeholder). `local` says it was read here: it has no copies.
 */
export function useLocalPhoto(src: string | undefined): { src: string | undefined; local: boolean } {
  const photos = useContext(LocalPhotosContext);
  const local = src !== undefined && photos !== undefined && photos.owns(src);
  const [read, setRead] = useState<{ src: string; url: string | undefined }>();
  useEffect(() => {
    if (!local || !photos || src === undefined) return;
    let live = true;
    const done = (url: string | undefined) => {
      if (live) setRead({ src, url });
    };
    photos.read(src).then(done, () => done(undefined));
    return () => {
      live = false;
    };
  }, [local, photos, src]);
  if (!local) return { src, local: false };
  return { src: read?.src === src ? read.url : undefined, local: true };
}
