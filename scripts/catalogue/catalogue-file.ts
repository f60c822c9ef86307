import { dirname, join, relative, resolve } from 'node:path';

/** The shipped shop's catalogue: what every command reads unless CATALOGUE_CONFIG names another file. */
export const SHIPPED_CONFIG = 'catalogue.config.yaml';

/**
 * The specification's shop, frozen: a copy of the shipped file (with its demo data) that the suites
 * proving the specification read. The owner edits catalogue.config.yaml; this never changes with it.
 */
export const SPEC_CONFIG = 'tests/fixtures/spec/catalogue.config.yaml';

/**
 * The shipped shop in its two languages, frozen likewise: the languages suite (tests/languages) and
 * `check-html -- --languages` read this copy, so what they prove does not move when the owner edits the texts.
 */
export const LANGUAGES_CONFIG = 'tests/fixtures/languages/catalogue.config.yaml';

export interface CatalogueFile {
  /** Absolute path of the YAML file. */
  path: string;
  /** The path as people wrote it, for messages. */
  label: string;
  /** The folder the file sits in: paths inside the config are relative to it. */
  dir: string;
  /** True for the repository's own catalogue.config.yaml. */
  shipped: boolean;
}

/**
 * Which catalogue a command works on: an explicit file, else CATALOGUE_CONFIG,
 * else the shipped one. Every command asks here, so one switch moves them all.
 */
export function catalogueFile(explicit?: string, env: NodeJS.ProcessEnv = process.env): CatalogueFile {
  const chosen = explicit || env.CATALOGUE_CONFIG || SHIPPED_CONFIG;
  const path = resolve(chosen);
  const shipped = path === resolve(SHIPPED_CONFIG);
  return { path, label: relative(process.cwd(), path) || path, dir: dirname(path), shipped };
}

/**
 * Where a generated file for this catalogue goes: the shipped shop keeps its
 * files at the top of the repository; any other config gets them beside itself,
 * so building or generating for an example never overwrites the shop's own.
 */
export function generatedPath(file: CatalogueFile, name: string): string {
  return file.shipped ? resolve(name) : join(file.dir, name);
}

/** A path written inside the config (a folder of demo data, of pictures): relative to the config file. */
export function configRelative(file: CatalogueFile, path: string): string {
  return resolve(file.dir, path);
}
