import { readFileSync } from 'node:fs';
import { SPEC_CONFIG } from '../../scripts/catalogue/catalogue-file';
import { loadCatalogue } from '../../src/build-time/load';
import { formatIssue } from '../../src/config/errors';
import type { Catalogue } from '../../src/catalogue/schema';

/** The specification's shop: the frozen copy, never the owner's catalogue.config.yaml. */
export const SPEC = readFileSync(SPEC_CONFIG, 'utf8');

/** The specification's catalogue, validated by the real loader. */
export function specCatalogue(): Catalogue {
  return catalogueFrom(SPEC);
}

/**
 * The catalogue from YAML, validated by the real loader, with the enquiry form's minimum time
 * (`enquiries.minSeconds`) off: a test types faster than a person. `loadedCatalogue` keeps it.
 */
export function catalogueFrom(source: string): Catalogue {
  const catalogue = loadedCatalogue(source);
  return catalogue.enquiries ? { ...catalogue, enquiries: { ...catalogue.enquiries, minSeconds: 0 } } : catalogue;
}

/** The catalogue exactly as the loader returns it. */
export function loadedCatalogue(source: string): Catalogue {
  const result = loadCatalogue(source);
  if (!result.ok) throw new Error(result.issues.map(formatIssue).join('\n'));
  return result.value;
}

/** The YAML with one exact piece of text replaced (fails loudly if it is not there). */
export function mutate(source: string, find: string, replace: string): string {
  if (!source.includes(find)) throw new Error(`fixture text not found: ${find}`);
  return source.replace(find, replace);
}

/** 1-based line and column of the first occurrence of `needle` (after `after`, if given). */
export function positionOf(source: string, needle: string, after = ''): { line: number; col: number } {
  const start = after ? source.indexOf(after) : 0;
  const index = source.indexOf(needle, start);
  if (index < 0) throw new Error(`not found: ${needle}`);
  const before = source.slice(0, index).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

/** Formatted problems for a YAML text, or [] when it is valid. */
export function problems(source: string): string[] {
  const result = loadCatalogue(source);
  return result.ok ? [] : result.issues.map(formatIssue);
}
