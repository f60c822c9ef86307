import { memo } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import { jsonLd } from './json-ld';

/**
 * A JSON-LD block in the page's markup: pre-rendered with the page, the same
 * after hydration (data, not code: no Content-Security-Policy allowance needed).
 * Memoised: a list's block holds every product, and its page renders again with each keystroke in Search.
 */
export const StructuredData = memo(function StructuredData({ data }: { data: WithContext<Exclude<Thing, string>> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
});
