import { IMAGE_BYTES_TARGET, type ImageBytes } from './image-bytes.ts';
import { table } from './text-table.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One column per site measured (drawings, photos as uploaded, photos resized), one row per route. */
export function imageTable(sites: Record<string, ImageBytes[]>): string {
  const labels = Object.keys(sites);
  const current = sites[labels[labels.length - 1]!] ?? [];
  const rows = current.map((after) => {
    const of = (label: string) => sites[label]!.find((r) => r.page === after.page);
    return [
      after.page,
      ...labels.map((label) => {
        const r = of(label);
        return r ? `${kb(r.bytes)} (${r.requests})` : '-';
      }),
      kb(after.firstScreenBytes),
      String(after.firstScreenImages),
      ...labels.map((label) => String(of(label)?.pageHeight ?? '-')),
    ];
  });
  return [
    `Images before scrolling, 390x844 at DPR 2, KB (requests); target for lists: at most ${kb(IMAGE_BYTES_TARGET)} KB`,
    table(['route', ...labels.map((l) => `${l} KB`), 'first screen KB', 'imgs', ...labels.map((l) => `${l} height px`)], rows),
    '  first screen: the last site, every picture in the first 844 px counted, also one whose URL another card',
    '  already fetched (the demo shares a small pool of photos among its products; a real shop has one per product).',
  ].join('\n');
}
