import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// axe's own accessible-name rules: a control, image or frame without a name fails at any impact.
const NAME_RULES = new Set([
  'button-name',
  'link-name',
  'label',
  'input-button-name',
  'select-name',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-progressbar-name',
  'aria-meter-name',
  'aria-tooltip-name',
  'aria-dialog-name',
  'summary-name',
  'image-alt',
  'input-image-alt',
  'role-img-alt',
  'svg-img-alt',
  'object-alt',
  'frame-title',
  'video-caption',
]);

/**
 * Cards in a grid are one component repeated with other words; axe's contrast
 * check costs about 150 ms per card, so a 431-card list is checked on its first
 * dozen cards plus everything around them.
 */
const REPEATED_CARDS = 'main ul > li:nth-child(n+13)';

/** axe-core over the page: no serious or critical violation, and nothing without an accessible name. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude(REPEATED_CARDS).analyze();
  const failing = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || NAME_RULES.has(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
          .join('\n    ')}`,
    );
  expect(failing, 'axe-core violations').toEqual([]);
}

/** Every img carries an alt attribute (empty only when decorative) and every frame a title, on all cards too. */
export async function expectImagesAndFramesNamed(page: Page): Promise<void> {
  const missing = await page.evaluate(() => [
    ...[...document.querySelectorAll('img:not([alt])')].map((img) => `img without alt: ${img.getAttribute('src')}`),
    ...[...document.querySelectorAll('iframe')].filter((f) => !f.title.trim()).map((f) => `iframe without title: ${f.getAttribute('src')}`),
  ]);
  expect(missing).toEqual([]);
}
