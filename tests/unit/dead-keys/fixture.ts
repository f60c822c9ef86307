import { join } from 'node:path';

/**
 * A tiny schema and its reader, kept in memory under `root` (so `zod` resolves): each key is
 * read in one of the ways the detector must see, or left unread in one of the ways it must report.
 */
export const fixtureFiles = (root: string): Record<string, string> => ({
  [join(root, 'schema.ts')]: `import { z } from 'zod';
const email = z.string();
const image = z.strictObject({ src: z.string(), alt: z.string(), width: z.number().optional() });
const base = { id: z.string() };
const shapes = { pages: z.array(z.strictObject({ ...base, title: z.string() })).default([]) };
const link = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('page'), to: z.string() }),
  z.strictObject({ kind: z.literal('web'), href: z.string() }),
]);
const noteOf = (text: string) => z.strictObject({ note: z.string().default(text) });
export const shopSchema = z.strictObject({
  name: z.string(),
  tagline: z.string(),
  email,
  photo: image.optional(),
  links: z.array(link),
  parent: z.string().optional(),
  footer: noteOf('x'),
  ...shapes,
});
export type Shop = z.output<typeof shopSchema>;
`,
  [join(root, 'reader.ts')]: `import type { Shop } from './schema';
interface Picture { src: string; alt: string; width?: number }
const picture = (p: Picture) => p.src + p.alt;
const byId = <T extends { id: string }>(items: T[], id: string) => items.find((i) => i.id === id);
export const render = (shop: Shop) => [
  shop.name,
  shop.photo && picture(shop.photo),
  shop.links.map((l) => ('to' in l ? l.to : l.href)),
  shop.pages.map(({ id }) => id),
  byId(shop.pages, 'home'),
  shop.footer.note,
];
export type Title = Shop['pages'][number]['title'];
export const written: Shop = { name: 'x', tagline: 'x', email: 'x', links: [], footer: { note: 'x' }, pages: [] };
export const kind = { references: (shop: Shop) => shop.parent };
`,
  [join(root, 'tests/reader.test.ts')]: `import type { Shop } from '../schema';
export const seen = (shop: Shop) => shop.tagline;
`,
});

/** The fixture's unread keys: a test, a type, a write, a check, a shorthand and an unread receiver key do not read. */
export const fixtureDead = ['tagline', 'email', 'photo.width', 'parent', 'pages[].title'];
/** The key the walk cannot see: its object is built by a helper function. */
export const fixtureUnreached = ['schema.ts:10 note'];
