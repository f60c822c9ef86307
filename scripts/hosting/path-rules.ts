import { posix } from 'node:path';
import { minimatch } from 'minimatch';
import type { Hosting, PathRule } from './hosting-config.ts';

/**
 * Whether a firebase.json rule applies to a URL path, the way Firebase's own
 * server (superstatic) decides: globs get a leading slash and go to minimatch
 * with its defaults (so `**` does not enter dot-segments); regexes are tested as is.
 */
export function ruleMatches(pathname: string, rule: PathRule): boolean {
  if (rule.regex !== undefined) return new RegExp(rule.regex, 'u').test(pathname);
  const glob = rule.glob ?? rule.source;
  return glob !== undefined && minimatch(pathname, withLeadingSlash(glob));
}

const withLeadingSlash = (glob: string): string =>
  glob.startsWith('!') ? `!${posix.normalize(posix.join('/', glob.slice(1)))}` : posix.normalize(posix.join('/', glob));

/** Custom headers for a path; a later matching rule overrides an earlier one's value for the same key. */
export function headersFor(pathname: string, rules: Hosting['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules.filter((r) => ruleMatches(pathname, r))) {
    for (const { key, value } of rule.headers) out[key.toLowerCase()] = value;
  }
  return out;
}

/** The first matching rewrite wins, as on Firebase. */
export const rewriteFor = (pathname: string, rules: Hosting['rewrites']): string | undefined =>
  rules.find((r) => ruleMatches(pathname, r))?.destination;

/** Files a deploy leaves out (`hosting.ignore`) do not exist on the host. */
export const ignored = (relativePath: string, globs: string[]): boolean => globs.some((g) => minimatch(relativePath, g, { dot: true }));
