import type { CatalogueConfig } from '../catalogue/schema.ts';
import { unknownPlaceholders } from '../config/placeholders.ts';
import { closest, formatPath, type ConfigIssue, type PathSegment } from '../config/errors.ts';
import type { PageEntry, ReferenceChecks } from '../kinds/kind.ts';
import { kinds } from '../kinds/index.ts';
import { enquiryFormReferences } from './enquiry-form-references.ts';

// {url} is the product's link (left out when site.url is unset); see fillMessage.
const PLACEHOLDERS = ['shop', 'title', 'url'];

/**
 * Second pass over a shape-valid catalogue: everything one entry says about
 * another (ids, routes, parents, card targets, placeholders). Kept apart from
 * the shape schema so each message can name both sides of a conflict. Each
 * kind checks its own entries; the shared chrome is checked here.
 */
export function checkReferences(c: CatalogueConfig, pages: PageEntry[]): ConfigIssue[] {
  const issues: ConfigIssue[] = uniquePages(pages);

  const known = new Map<string, Set<string>>([['page', new Set(pages.map((p) => p.id))]]);
  for (const p of pages) {
    if (!known.has(p.kind)) known.set(p.kind, new Set());
    known.get(p.kind)!.add(p.id);
  }
  const showroomIds = new Set<string>();
  c.showrooms.forEach((s, i) => {
    if (showroomIds.has(s.id))
      issues.push({ code: 'duplicate-id', path: ['showrooms', i, 'id'], message: `showroom id "${s.id}" is used twice` });
    showroomIds.add(s.id);
  });
  known.set('showroom', showroomIds);

  const checks: ReferenceChecks = {
    refer(path, value, what) {
      const ids = known.get(what) ?? new Set<string>();
      if (value === undefined || ids.has(value)) return;
      const hint = closest(value, ids.keys());
      issues.push({ code: 'unknown-reference', path, message: `"${value}" names no ${what}${hint ? ` (did you mean "${hint}"?)` : ''}` });
    },
    report(path, message, code = 'invalid-value') {
      issues.push({ code, path, message });
    },
    requires(path, kind) {
      if (!known.get(kind)?.size)
        issues.push({ code: 'unknown-reference', path, message: `needs a ${kind} page, and the catalogue has none` });
    },
    requiresBlock(path, block, message) {
      if ((c as Partial<Record<string, unknown>>)[block] === undefined) issues.push({ code: 'missing-key', path, message, atKey: true });
    },
    template(path, template) {
      issues.push(...unknownPlaceholders(template, PLACEHOLDERS, path));
    },
  };

  chromeReferences(c, checks);
  issues.push(...enquiryFormReferences(c));
  for (const kind of kinds) kind.references?.(c, checks);
  return issues;
}

function uniquePages(pages: PageEntry[]): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const ids = new Map<string, PathSegment[]>();
  const routes = new Map<string, PathSegment[]>();
  for (const page of pages) {
    const seenId = ids.get(page.id);
    if (seenId)
      issues.push({
        code: 'duplicate-id',
        path: [...page.source, 'id'],
        message: `id "${page.id}" is already used by ${formatPath(seenId)}`,
      });
    else ids.set(page.id, page.source);
    // Routes match case-insensitively in the router, so collisions are checked the same way.
    const key = page.route.toLowerCase();
    const seenRoute = routes.get(key);
    if (seenRoute)
      issues.push({
        code: 'duplicate-route',
        path: [...page.source, 'route'],
        message: `route "${page.route}" is already used by ${formatPath(seenRoute)}`,
      });
    else routes.set(key, page.source);
  }
  return issues;
}

/** Navigation, footer and message templates: the parts of the catalogue no kind owns. */
function chromeReferences(c: CatalogueConfig, checks: ReferenceChecks) {
  const target = (link: CatalogueConfig['nav']['links'][number]) => (typeof link === 'string' ? link : link.to);
  c.nav.links.forEach((l, i) => checks.refer(['nav', 'links', i], target(l), 'page'));
  c.nav.showrooms.forEach((l, i) => checks.refer(['nav', 'showrooms', i], target(l), 'page'));
  if (c.nav.cta) checks.refer(['nav', 'cta'], target(c.nav.cta), 'page');
  c.footer.products.forEach((l, i) => checks.refer(['footer', 'products', i], target(l), 'page'));
  c.footer.quickLinks.forEach((l, i) => checks.refer(['footer', 'quickLinks', i], target(l), 'page'));
  c.footer.showrooms.forEach((s, i) => checks.refer(['footer', 'showrooms', i], s, 'showroom'));
  for (const [key, template] of Object.entries(c.messages)) checks.template(['messages', key], template);
}
