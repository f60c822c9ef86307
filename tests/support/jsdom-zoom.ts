/**
 * What react-medium-image-zoom needs from a browser that jsdom lacks: <dialog>
 * methods, image decoding and currentSrc (jsdom never fetches images). Kept to
 * the zoom tests; focus return on close is native dialog behaviour and is
 * checked in Chromium by tests/e2e/zoom.spec.ts, not here.
 */
export function installZoomBrowserApis(): () => void {
  const dialog = HTMLDialogElement.prototype;
  const image = HTMLImageElement.prototype;
  const saved = {
    showModal: Object.getOwnPropertyDescriptor(dialog, 'showModal'),
    close: Object.getOwnPropertyDescriptor(dialog, 'close'),
    decode: Object.getOwnPropertyDescriptor(image, 'decode'),
    currentSrc: Object.getOwnPropertyDescriptor(image, 'currentSrc'),
  };
  dialog.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  image.decode = () => Promise.resolve();
  Object.defineProperty(image, 'currentSrc', {
    configurable: true,
    get(this: HTMLImageElement) {
      return (saved.currentSrc?.get?.call(this) as string | undefined) || this.src;
    },
  });
  return () => {
    for (const [name, target] of [
      ['showModal', dialog],
      ['close', dialog],
      ['decode', image],
      ['currentSrc', image],
    ] as const) {
      const descriptor = saved[name];
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else delete (target as unknown as Record<string, unknown>)[name];
    }
  };
}
