import type { Catalogue } from './schema/index.ts';
import { closest, type ConfigIssue, type PathSegment } from './errors.ts';
import { pageIndex } from './page-index.ts';

const PLACEHOLDERS = new Set(['shop', 'title']);

/**
 * Second pass over a shape-valid catalogue: everything one entry says about
 * another (ids, routes, parents, card targets, placeholders). Kept apart from
 * the shape schema so each message can name both sides of a conflict.
 */
export function checkReferences(c: Catalogue): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const pages = pageIndex(c);
  const pageIds = new Map<string, PathSegment[]>();
  const routes = new Map<string, PathSegment[]>();
  const where = (p: PathSegment[]) => p.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('').slice(1);

  for (const page of pages) {
    const seenId = pageIds.get(page.id);
    if (seenId)
      issues.push({ code: 'duplicate-id', path: [...page.source, 'id'], message: `id "${page.id}" is already used by ${where(seenId)}` });
    else pageIds.set(page.id, page.source);
    // Routes match case-insensitively in the router, so collisions are checked the same way.
    const key = page.route.toLowerCase();
    const seenRoute = routes.get(key);
    if (seenRoute)
      issues.push({ code: 'duplicate-route', path: [...page.source, 'route'], message: `route "${page.route}" is already used by ${where(seenRoute)}` });
    else routes.set(key, page.source);
  }

  const showroomIds = new Set<string>();
  c.showrooms.forEach((s, i) => {
    if (showroomIds.has(s.id))
      issues.push({ code: 'duplicate-id', path: ['showrooms', i, 'id'], message: `showroom id "${s.id}" is used twice` });
    showroomIds.add(s.id);
  });

  const categoryIds = new Set(c.categories.map((x) => x.id));
  const showcaseIds = new Set(c.showcases.map((x) => x.id));
  const refer = (path: PathSegment[], value: string | undefined, known: Set<string> | Map<string, unknown>, what: string) => {
    if (value === undefined || known.has(value)) return;
    const hint = closest(value, known.keys());
    issues.push({
      code: 'unknown-reference',
      path,
      message: `"${value}" names no ${what}${hint ? ` (did you mean "${hint}"?)` : ''}`,
    });
  };
  const linkTarget = (link: Catalogue['nav']['cta']) => (typeof link === 'string' ? link : link.to);

  c.lists.forEach((l, i) => refer(['lists', i, 'parent'], l.parent, categoryIds, 'category'));
  c.showcases.forEach((s, i) => refer(['showcases', i, 'parent'], s.parent, categoryIds, 'category'));
  c.categories.forEach((cat, i) =>
    cat.cards.forEach((card, j) => refer(['categories', i, 'cards', j, 'to'], card.to, pageIds, 'page')),
  );
  c.nav.links.forEach((l, i) => refer(['nav', 'links', i], linkTarget(l), pageIds, 'page'));
  c.nav.showrooms.forEach((l, i) => refer(['nav', 'showrooms', i], linkTarget(l), pageIds, 'page'));
  refer(['nav', 'cta'], linkTarget(c.nav.cta), pageIds, 'page');
  c.footer.products.forEach((l, i) => refer(['footer', 'products', i], linkTarget(l), pageIds, 'page'));
  c.footer.quickLinks.forEach((l, i) => refer(['footer', 'quickLinks', i], linkTarget(l), pageIds, 'page'));
  c.footer.showrooms.forEach((s, i) => refer(['footer', 'showrooms', i], s, showroomIds, 'showroom'));
  c.showroomPages.forEach((p, i) => refer(['showroomPages', i, 'showroom'], p.showroom, showroomIds, 'showroom'));
  c.contact.tabs.forEach((t, i) => {
    if (t.kind === 'showroom') refer(['contact', 'tabs', i, 'showroom'], t.showroom, showroomIds, 'showroom');
  });
  const home = c.home;
  home.categories.items.forEach((item, i) => {
    if (typeof item === 'string') refer(['home', 'categories', 'items', i], item, categoryIds, 'category');
    else refer(['home', 'categories', 'items', i, 'to'], item.to, pageIds, 'page');
  });
  home.showrooms.items.forEach((s, i) => refer(['home', 'showrooms', 'items', i], s, showroomIds, 'showroom'));
  refer(['home', 'showcase', 'from'], home.showcase.from, showcaseIds, 'showcase');
  for (const key of ['hero', 'promo', 'showroomPhotos'] as const)
    home[key].slides.forEach((s, i) => refer(['home', key, 'slides', i, 'to'], s.to, pageIds, 'page'));

  const templates: [PathSegment[], string | undefined][] = [
    ...Object.entries(c.messages).map(([k, v]): [PathSegment[], string] => [['messages', k], v]),
    ...c.lists.map((l, i): [PathSegment[], string | undefined] => [['lists', i, 'chat', 'message'], l.chat?.message]),
    ...c.showcases.map((s, i): [PathSegment[], string | undefined] => [['showcases', i, 'message'], s.message]),
  ];
  for (const [path, template] of templates) {
    for (const [, name] of (template ?? '').matchAll(/\{([^}]*)\}/g)) {
      if (!PLACEHOLDERS.has(name!))
        issues.push({
          code: 'unknown-placeholder',
          path,
          message: `unknown placeholder {${name}}; use {shop} or {title}`,
        });
    }
  }
  return issues;
}
