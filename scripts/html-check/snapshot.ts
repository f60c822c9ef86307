import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_ARGS, chromePath } from '../chromium.ts';
import { snapshotName } from './routes.ts';

// Generous: a busy 2-core machine takes seconds per page; only a broken page waits it out.
const SETTLE_TIMEOUT_MS = 30_000;
// Two cores: more tabs only queue behind each other.
const TABS = 2;
// The site never needs the internet; a page that tries (embeds) fails fast instead of holding off network idle.
const OFFLINE = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost', '--proxy-server=http://127.0.0.1:9'];

/**
 * Opens each path as a visitor would and writes the DOM the browser holds once the
 * page has hydrated and settled, as outDir/<route>.html. Returns the files, in path order.
 */
export async function snapshotRoutes(origin: string, paths: string[], outDir: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: [...CHROME_ARGS, ...OFFLINE] });
  try {
    const jobs = paths.map((path) => ({ url: origin + path, file: join(outDir, snapshotName(path)) }));
    const queue = [...jobs];
    const tab = async () => {
      // One context per tab: its HTTP cache spares re-fetching and re-compiling the shared bundles.
      const context = await browser.newContext();
      for (let job = queue.shift(); job; job = queue.shift()) {
        await writeSnapshot(job.file, await capture(context, job.url));
      }
    };
    await Promise.all(Array.from({ length: TABS }, tab));
    return jobs.map((job) => job.file);
  } finally {
    await browser.close();
  }
}

async function capture(context: BrowserContext, url: string): Promise<string> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: SETTLE_TIMEOUT_MS });
    await settle(page);
    return await page.evaluate(() => '<!DOCTYPE html>' + document.documentElement.outerHTML);
  } catch (error) {
    throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await page.close();
  }
}

/** Hydrated is not settled: the zoom library adds its dialog markup once each photo has loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: SETTLE_TIMEOUT_MS }).catch(() => {
    throw new Error(`<html data-hydrated> not set within ${SETTLE_TIMEOUT_MS / 1000} s; is this a pre-rendered build (npm run build)?`);
  });
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS });
}

async function writeSnapshot(file: string, html: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}
