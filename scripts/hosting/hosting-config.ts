import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';

// A rule names its paths by exactly one of these, as in firebase.json.
const pattern = { source: z.string().optional(), glob: z.string().optional(), regex: z.string().optional() };
const onePattern = (rule: { source?: string; glob?: string; regex?: string }) =>
  [rule.source, rule.glob, rule.regex].filter((p) => p !== undefined).length === 1;

const hostingSchema = z.looseObject({
  public: z.string(),
  ignore: z.array(z.string()).default([]),
  cleanUrls: z.boolean().default(false),
  trailingSlash: z.boolean().optional(),
  headers: z
    .array(
      z
        .strictObject({ ...pattern, headers: z.array(z.strictObject({ key: z.string(), value: z.string() })) })
        .refine(onePattern, 'give one of source, glob, regex'),
    )
    .default([]),
  // Strict: a rewrite to a function, Cloud Run or dynamic links has no destination file and must fail here, not serve 404s.
  rewrites: z
    .array(z.strictObject({ ...pattern, destination: z.string() }).refine(onePattern, 'give one of source, glob, regex'))
    .default([]),
});

export type HostingInput = z.input<typeof hostingSchema>;
export type Hosting = z.output<typeof hostingSchema>;
export type PathRule = { source?: string; glob?: string; regex?: string };

/** Settings that change what a URL answers; serving without them would pass tests the real host fails. */
const UNSUPPORTED = ['redirects', 'i18n'];

export function parseHosting(raw: unknown, origin = 'hosting config'): Hosting {
  const entry: unknown = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
  if (Array.isArray(entry)) throw new Error(`${origin}: several hosting sites; serve one by passing its hosting object`);
  const parsed = hostingSchema.safeParse(entry);
  if (!parsed.success) throw new Error(`${origin}: ${z.prettifyError(parsed.error)}`);
  const unsupported = UNSUPPORTED.filter((key) => key in parsed.data);
  if (unsupported.length) throw new Error(`${origin}: ${unsupported.join(', ')} not supported by scripts/hosting; add them there first`);
  return parsed.data;
}

/** The hosting section of a firebase.json and the folder its `public` is relative to. */
export async function readHosting(firebaseJson: string): Promise<{ hosting: Hosting; projectDir: string }> {
  const file = resolve(firebaseJson);
  const json = JSON.parse(await readFile(file, 'utf8')) as { hosting?: unknown };
  if (json.hosting === undefined) throw new Error(`${file} has no "hosting" section`);
  return { hosting: parseHosting(json.hosting, file), projectDir: dirname(file) };
}
