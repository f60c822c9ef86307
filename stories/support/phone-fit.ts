import { expect } from 'storybook/test';

// What a thumb taps: a checkbox or radio is hit through its label, and a file input is drawn as its label
// (its own button speaks the browser's language), so the label is what is measured.
const BY_LABEL = ['checkbox', 'radio', 'file'];
const target = (control: HTMLElement) =>
  control instanceof HTMLInputElement && BY_LABEL.includes(control.type) ? (control.labels?.[0] ?? control) : control;

/** Names of the controls under `root` whose tap target is less than 44 px tall or wide. */
export function smallControls(root: HTMLElement, selector = 'a, button, input, select, textarea, summary'): string[] {
  return [...root.querySelectorAll<HTMLElement>(selector)]
    .filter((control) => {
      const box = target(control).getBoundingClientRect();
      return box.height < 44 || box.width < 44;
    })
    .map((control) => control.getAttribute('aria-label') ?? (control.textContent || control.outerHTML.slice(0, 80)));
}

/** A story at the phone's width (stories/support/viewports.ts): nothing wider than the screen, every control at least 44 px. */
export async function expectFitsAPhone(root: HTMLElement, selector?: string) {
  // A story without the phone's globals would measure a desktop and pass for the wrong reason.
  await expect(root.ownerDocument.defaultView?.innerWidth).toBe(390);
  await expect(root.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  await expect(smallControls(root, selector)).toEqual([]);
}
