/** The photo a visitor asked to see full screen, as the page's zoom viewer needs it. */
export interface ZoomTarget {
  /** Changes with every opening, so each one starts a fresh viewer. */
  key: number;
  /** The copy the page already shows (its currentSrc): the viewer opens on it at once. */
  src: string;
  alt: string;
  /** The widest resized copy, swapped in once loaded: the page's own copy is too small to see the fabric. */
  largest?: string;
  /** Where the photo is on screen, and how it fills its box: the viewer grows it from there. */
  rect: { left: number; top: number; width: number; height: number };
  objectFit: string;
}

/** The settings every zoomed photo shares. */
export interface ZoomSettings {
  /** Accessible name of the close button ('Minimize image'). */
  closeLabel: string;
  /** Space around the zoomed image, px (spec: 0). */
  margin?: number;
  /** Vertical swipe distance that closes the viewer on touch, px (spec: 10). */
  swipeThreshold?: number;
}
