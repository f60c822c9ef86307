/** Browser APIs jsdom lacks, for every project whose tests render pages (unit, and Firestore's page tests). */
// jsdom lacks these browser APIs; react-medium-image-zoom and the carousels need them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// Script tests opt into `@vitest-environment node`, where there is no window to patch.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => {};
}
