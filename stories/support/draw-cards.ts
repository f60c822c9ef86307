import { expect, waitFor } from 'storybook/test';

/**
 * Scrolls to the end of the page until `count` cards are drawn: a long list draws its first cards,
 * then a batch more each time the end of the grid comes within a screen.
 */
export async function scrollUntilCards(within: { getAllByRole(role: 'article'): HTMLElement[] }, count: number): Promise<void> {
  await waitFor(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return expect(within.getAllByRole('article')).toHaveLength(count);
    },
    // A ceiling, not a delay: drawing a long list by batches is slow on a loaded machine.
    { timeout: 30_000 },
  );
  window.scrollTo(0, 0);
}
