import { useContext, useEffect, useState } from 'react';
import { LocalPhotosContext } from './local-photos-context';

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
