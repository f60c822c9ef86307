import { createContext } from 'react';

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
