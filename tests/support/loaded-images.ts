import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom never fetches images (currentSrc stays '', decode() is missing), and the
 * zoom viewer offers its button only once its image has loaded. Within the
 * calling test file, images behave as loaded, as in a browser. Kept out of the
 * global setup: every zoomable card then renders its viewer, which slows big lists.
 */
export function imagesLoadInThisFile() {
  const proto = HTMLImageElement.prototype;
  const currentSrc = Object.getOwnPropertyDescriptor(proto, 'currentSrc');
  const decode = Object.getOwnPropertyDescriptor(proto, 'decode');
  beforeAll(() => {
    Object.defineProperty(proto, 'decode', { configurable: true, writable: true, value: () => Promise.resolve() });
    Object.defineProperty(proto, 'currentSrc', {
      configurable: true,
      get(this: HTMLImageElement) {
        return (currentSrc?.get?.call(this) as string | undefined) || this.src;
      },
    });
  });
  afterAll(() => {
    if (currentSrc) Object.defineProperty(proto, 'currentSrc', currentSrc);
    if (decode) Object.defineProperty(proto, 'decode', decode);
    else delete (proto as Partial<HTMLImageElement>).decode;
  });
}
