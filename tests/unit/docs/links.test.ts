// The README is the front door and docs/ the guide behind it: every link must lead somewhere real.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const pages = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]!.trim())));
}

function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/.test(href));
}

describe('README.md and docs/', () => {
  it.each(pages)('%s: every link resolves to a file, and every #anchor to a heading', (page) => {
    for (const href of linksOf(page)) {
      const [path = '', anchor] = href.split('#');
      const target = path ? normalize(join(dirname(page), path)) : page;
      expect(existsSync(target), `${page} links to ${href}: no ${target}`).toBe(true);
      if (anchor) expect([...anchorsOf(target)], `${page} links to ${href}: no such heading`).toContain(anchor);
    }
  });

  it('README.md is a front door: at most 12 KB, and it links every guide', () => {
    expect(statSync('README.md').size).toBeLessThanOrEqual(12 * 1024);
    const linked = new Set(linksOf('README.md').map((href) => href.split('#')[0]));
    for (const page of pages.filter((p) => p !== 'README.md')) expect(linked, `README.md links ${page}`).toContain(page);
  });

  it('README.md documents every npm script', () => {
    const readme = readFileSync('README.md', 'utf8');
    const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);
    const named = (script: string) =>
      ['start', 'test'].includes(script) ? readme.includes(`\`npm ${script}`) : readme.includes(`\`npm run ${script}`);
    expect(scripts.filter((s) => !named(s))).toEqual([]);
  });
});
