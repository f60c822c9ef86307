import type { Thing, WithContext } from 'schema-dts';
import { jsonLd } from './json-ld';

/**
 * A JSON-LD block in the page's markup: pre-rendered with the page, the same
 * after hydration (data, not code: no Content-Security-Policy allowance needed).
 */
export function StructuredData({ data }: { data: WithContext<Exclude<Thing, string>> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
