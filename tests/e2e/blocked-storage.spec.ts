import { expect, test, waitForHydration } from './fixtures.ts';
import { hrefOf, routes } from './support/site.ts';
import { openScreen } from './support/screen.ts';
import { field, fill, send, t, VISITOR } from './support/enquiry-visitor.ts';
import { fillTemplate } from '../../src/domain/templates.ts';

// A visitor who blocks site data: both storage getters throw, as Chromium's do then.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  });
});

// One route of each page kind, the unknown path included.
const oneOfEachKind = [...new Map(routes.map((route) => [route.kind, route])).values()];

test.describe('with site storage blocked', () => {
  for (const route of oneOfEachKind) {
    test(`${route.path === '*' ? 'the unknown path' : route.path} (${route.kind}) keeps its content and hydrates`, async ({ page }) => {
      await openScreen(page, route);
      await waitForHydration(page);
      // Still the pre-rendered content after hydration, not an empty root.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).not.toBeEmpty();
    });
  }

  test('the demo enquiry form says it could not keep the enquiry, and keeps what was typed', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-07-10T10:00:00Z'));
    await page.goto(hrefOf('enquiry'));
    await fill(page, VISITOR);
    await send(page);
    const failure = fillTemplate(t.failure, { message: '\u0000' }).split('\u0000')[0]!;
    await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible();
    await expect(page.getByRole('status').getByText(t.success, { exact: true })).toHaveCount(0);
    for (const [label, value] of Object.entries(VISITOR)) await expect(field(page, label)).toHaveValue(value);
  });
});
