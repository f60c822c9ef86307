import type { ConfigIssue } from '../config/errors.ts';
import type { PageEntry } from '../kinds/kind.ts';
import { checkReferences } from './references.ts';
import { checkContrast } from './contrast.ts';
import { checkLocale } from './locale-checks.ts';
import { checkChatUrl } from './chat-url-check.ts';
import { checkImages } from './images-check.ts';
import { checkLanguages } from './languages-check.ts';
import type { CatalogueConfig } from '../catalogue/schema.ts';

/** A whole-site check: the shape-valid catalogue and its page index in, problems out. */
export type SiteCheck = (config: CatalogueConfig, pages: PageEntry[]) => ConfigIssue[];

/** Every whole-site check loadCatalogue runs, in order. Adding one = one file + one line here. */
export const siteChecks: readonly SiteCheck[] = [
  checkReferences,
  (config) => checkContrast(config.theme),
  checkLocale,
  checkChatUrl,
  checkImages,
  checkLanguages,
];
