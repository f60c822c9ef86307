import { expect, test } from './fixtures.ts';
import { catalogue } from './support/site.ts';

const { texts } = catalogue;

for (const showroomPage of catalogue.showroomPages) {
  const showroom = catalogue.showrooms.find((s) => s.id === showroomPage.showroom)!;

  test(`${showroomPage.route}: photo, one-at-a-time accordion with address and pin, zoomable photos, map`, async ({ page }) => {
    await page.goto(showroomPage.route);
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: (showroomPage.photo ?? showroom.photo).alt })).toBeVisible();

    const headers = main.locator('button[aria-expanded]');
    await expect(headers).toHaveText(showroomPage.panels.map((p) => p.heading));
    await expect(headers.first()).toHaveAttribute('aria-expanded', 'true');
    const addressPanel = showroomPage.panels.findIndex((p) => p.show.includes('address'));
    const open = async (i: number) => {
      if ((await headers.nth(i).getAttribute('aria-expanded')) !== 'true') await headers.nth(i).click();
      await expect(headers.nth(i)).toHaveAttribute('aria-expanded', 'true');
      await expect(main.locator('button[aria-expanded="true"]')).toHaveCount(1);
    };
    await open(addressPanel);
    await expect(main.getByRole('region', { name: showroomPage.panels[addressPanel]!.heading })).toContainText(
      `${texts.showroom.pin} ${showroom.pin}`,
    );
    for (let i = 0; i < showroomPage.panels.length; i++) await open(i);

    const photos = page.getByRole('region', { name: showroomPage.photosHeading });
    await expect(photos.getByRole('img')).toHaveCount(showroomPage.photos.length);
    for (const photo of showroomPage.photos) {
      await photos.getByRole('img', { name: photo.alt }).scrollIntoViewIfNeeded();
      await expect(photos.getByRole('button', { name: `${texts.zoom.open}: ${photo.alt}` })).toBeAttached();
    }
    const map = page.getByRole('region', { name: showroomPage.mapHeading });
    await expect(map.getByRole('button', { name: new RegExp(showroom.maps[0]!.title) })).toBeVisible();
  });
}

test('pin codes from the spec: head office 741126, branch 741156', () => {
  expect(catalogue.showrooms.map((s) => [s.id, s.pin])).toEqual([
    ['head-office', '741126'],
    ['branch', '741156'],
  ]);
});

test('/kidsfrock: breadcrumb back to Kids Wear and its 14 cards with zoomable photos and chat links', async ({ page }) => {
  const showcase = catalogue.showcases.find((s) => s.id === 'kidsfrock')!;
  await page.goto(showcase.route);
  const crumbs = page.getByRole('navigation', { name: texts.breadcrumb.label });
  await expect(crumbs.getByRole('link', { name: texts.breadcrumb.back })).toHaveAttribute('href', '/kids-wear');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(showcase.cards.length);
  await expect(cards.first().getByRole('link', { name: new RegExp(`^${texts.list.chat}`) })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=I%20am%20Interested$/,
  );
});
