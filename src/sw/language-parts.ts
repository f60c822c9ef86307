import type { WorkerSettings } from './settings';

type Parts = Pick<WorkerSettings, 'languageUrls'>;

/** The prefix of the language an address is in ('' for the default's), among the shop's languages. */
export const languageOf = (settings: Parts, pathname: string): string =>
  Object.keys(settings.languageUrls ?? {}).find((prefix) => prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) ?? '';

/**
 * What to keep at install for a visitor of the languages `prefixes`: every entry of the build's list but the
 * other languages' own parts (their pages and texts). A shop of one language keeps the whole list.
 */
export function installUrls(settings: Parts, entries: readonly string[], prefixes: ReadonlySet<string>): string[] {
  const others = new Set(
    Object.entries(settings.languageUrls ?? {})
      .filter(([prefix]) => !prefixes.has(prefix))
      .flatMap(([, urls]) => urls),
  );
  return entries.filter((url) => !others.has(url));
}

/** A language's own part of the list, to keep when the visitor first uses that language. */
export const languageUrls = (settings: Parts, prefix: string): string[] => settings.languageUrls?.[prefix] ?? [];
