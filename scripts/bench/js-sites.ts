import { rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { buildAt } from './build-at.ts';
import { buildSite, type BuiltSite } from './build-site.ts';
import { CHROME_FLAGS, chromePath } from './chromium.ts';
import { buildFirestoreSite, type FirestoreSite } from './firestore-site.ts';
import { measureFirstLoadJs } from './first-load-js.ts';
import type { JsFigure } from './js-comparison.ts';
import { servePages } from './serve-pages.ts';

interface JsSites {
  demo: BuiltSite;
  firestore: FirestoreSite;
}

/**
 * Both builds the first-load JS is compared on, of this checkout or of commit `ref`: the demo build,
 * and the Firestore build, whose shared Firebase SDK chunk is where the owner's pages could add bytes.
 */
async function buildJsSites(ref?: string): Promise<JsSites> {
  const both = async (cwd?: string): Promise<JsSites> => {
    const demo = await buildSite({ ...(cwd ? { cwd } : {}), typecheck: false });
    try {
      return { demo, firestore: await buildFirestoreSite(cwd ? { cwd } : {}) };
    } catch (error) {
      await rm(demo.dir, { recursive: true, force: true });
      throw error;
    }
  };
  return ref ? buildAt(ref, both) : both();
}

/** Builds both sites (at `ref`, else of this checkout), loads each route of each cold, and deletes them. */
export async function firstLoadJsOf(routes: string[], ref?: string, log: (step: string) => void = () => {}): Promise<JsFigure[]> {
  log(`building the demo and the Firestore build${ref ? ` at ${ref}` : ''} for the first-load JS`);
  const sites = await buildJsSites(ref);
  try {
    const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
    try {
      const figures: JsFigure[] = [];
      for (const [build, site] of [['demo', sites.demo] as const, ['firestore', sites.firestore] as const]) {
        // No reference page is loaded here, so the site stands in for the bare one.
        const pages = await servePages({ ...site, label: `${build} ` }, site.dir);
        try {
          for (const route of routes) figures.push({ build, ...(await measureFirstLoadJs(browser, pages.site(route), site.dir)) });
        } finally {
          await pages.close();
        }
      }
      return figures;
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all([rm(sites.demo.dir, { recursive: true, force: true }), sites.firestore.stop()]);
  }
}
