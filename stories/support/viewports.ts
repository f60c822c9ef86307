/**
 * The widths the phone-first grid is judged at: a common phone (390 x 844, as the benchmark
 * measures) and a desktop. Use as a story's `parameters` and `globals`:
 * `{ parameters: viewports, globals: atWidth('phone') }`.
 */
export const viewports = {
  viewport: {
    options: {
      phone: { name: 'Phone (390 x 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      desktop: { name: 'Desktop (1280 x 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
    },
  },
};

export const atWidth = (name: keyof typeof viewports.viewport.options) => ({ viewport: { value: name, isRotated: false } });

/**
 * Cards on the first row: those whose grid item's top is the first one's. The item, not the card:
 * off-screen items skip layout (content-visibility), so their cards have no box to measure.
 */
export function firstRow(cards: HTMLElement[]): number {
  const items = cards.map((card) => card.closest('li') ?? card);
  const top = items[0]?.getBoundingClientRect().top;
  return items.filter((item) => item.getBoundingClientRect().top === top).length;
}
