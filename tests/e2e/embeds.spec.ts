import { expect, test } from './fixtures.ts';
import { catalogue, hrefOf } from './support/site.ts';
import { fillTemplate } from '../../src/domain/templates.ts';
import { homeSection } from '../support/home-sections.ts';

const { texts } = catalogue;
const [social, videos] = [homeSection(catalogue.home, 'embeds', 0), homeSection(catalogue.home, 'embeds', 1)];
const playLabel = (title: string) => fillTemplate(texts.embed.play, { title });

test('home: every third-party frame is a facade; nothing leaves the site until one is clicked', async ({ page, outbound }) => {
  await page.goto('/');
  const embeds = [...social.embeds, ...videos.embeds];
  expect(embeds.length).toBe(8);
  for (const e of embeds) await expect(page.getByRole('button', { name: playLabel(e.title) })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // Let lazy images and late scripts run; still no request may have left loopback.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(outbound.unexpected).toEqual([]);

  const video = videos.embeds[0]!;
  const host = new URL(video.src).hostname;
  outbound.allow(host);
  const request = page.waitForRequest((r) => r.url().startsWith(video.src));
  await page.getByRole('button', { name: playLabel(video.title) }).click();
  await request;
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveAttribute('title', video.title);
  await expect(page.locator('iframe')).toHaveAttribute('src', video.src);
  // The clicked frame is the only request that left the site, and it was stopped at the fixture.
  expect(outbound.allowed.map((u) => new URL(u).hostname)).toEqual([host]);
});

test('showroom page: the map loads only when asked', async ({ page, outbound }) => {
  const showroomPage = catalogue.showroomPages[0]!;
  const map = catalogue.showrooms.find((s) => s.id === showroomPage.showroom)!.maps[0]!;
  await page.goto(hrefOf(showroomPage.id));
  await expect(page.locator('iframe')).toHaveCount(0);
  outbound.allow(new URL(map.embed).hostname);
  await page
    .getByRole('button', { name: playLabel(map.title) })
    .last()
    .click();
  await expect(page.locator(`iframe[title="${map.title}"]`)).toHaveAttribute('src', map.embed);
  await expect.poll(() => outbound.allowed).toContain(map.embed);
});
