import type { Catalogue, PageLinkConfig } from '../../src/catalogue/schema';
import type { HomeSectionConfig, HomeSectionOf, HomeSectionType } from '../../src/kinds/home/kind';
import { shopLanguages } from '../../src/domain/shop-languages.ts';

type Headed = Extract<HomeSectionConfig, { heading: string }>;
type ContactTab = NonNullable<Catalogue['contact']>['tabs'][number];
type ShowroomTab = Extract<ContactTab, { kind: 'showroom' }>;

const target = (link: PageLinkConfig) => (typeof link === 'string' ? link : link.to);

/**
 * What the stories show, picked from the catalogue they are built with: the first list, showroom,
 * category… that exists, or undefined when the shop has none. Pure (no Vite, no file system), so
 * `.storybook/main.ts` in Node and the stories in the browser pick the same examples: a story file
 * is indexed only when every example it needs exists (story-selection.ts), and a story that asks
 * for a missing one (site.ts `example`) fails loudly instead of drawing nothing.
 *
 * `stocked` says whether a collection has demo products: stories read demo data, and a list without
 * any (a list just added to the YAML) can show no card.
 */
export function findExamples(catalogue: Catalogue, stocked: (collection: string) => boolean) {
  const { home, contact, enquiries, nav, pages } = catalogue;
  const section = <T extends HomeSectionType>(type: T) => home.sections.find((s): s is HomeSectionOf<T> => s.type === type);
  const lists = catalogue.lists.filter((l) => stocked(l.collection));
  const showroomOf = (item: { showroom: string } | undefined) => item && catalogue.showrooms.find((s) => s.id === item.showroom);
  const withShowroom = <P extends { showroom: string }>(page: P | undefined) => {
    const showroom = showroomOf(page);
    return page && showroom ? { page, showroom } : undefined;
  };
  // Every carousel of the home page, in page order: carousel sections and the showrooms section's photos.
  const carousels = home.sections.flatMap((s) => (s.type === 'carousel' ? [s] : s.type === 'showrooms' && s.photos ? [s.photos] : []));
  const showroomTab = contact?.tabs.find((t): t is ShowroomTab => t.kind === 'showroom');
  const tabShowroom = showroomOf(showroomTab);
  const enquiryTab = contact?.tabs.find((t) => t.kind === 'enquiry');
  const otherTab = contact?.tabs.find((t) => t !== enquiryTab);
  const firstMap = catalogue.showrooms[0]?.maps[0];
  const panelled = catalogue.showroomPages.find((p) => p.panels.length > 1);

  return {
    /** The first list with demo products: product cards, grids, search and the list page. */
    list: lists[0],
    /** The first of those that shows prices. */
    priceList: lists.find((l) => l.price),
    /** A page under a category (a list if one is), for breadcrumbs with a way back. */
    nestedPage: pages.find((p) => p.kind === 'list' && p.parent) ?? pages.find((p) => p.parent),
    topCategory: catalogue.categories.find((c) => !c.parent),
    category: catalogue.categories[0],
    showcase: catalogue.showcases[0],
    showroom: catalogue.showrooms[0],
    /** Offline support (site.offline): the offline page. */
    offline: catalogue.site.offline || undefined,
    showroomPage: withShowroom(catalogue.showroomPages[0]),
    /** The photos of the first showroom page that has any. */
    photoGallery: catalogue.showroomPages.find((p) => p.photos.length > 0)?.photos,
    /** A zoomable photo: of a showroom page, else of a showcase card. */
    photo: catalogue.showroomPages.flatMap((p) => p.photos)[0] ?? catalogue.showcases.flatMap((s) => s.cards.map((c) => c.image))[0],
    /** An accordion of two panels or more: the showrooms (footer, home), else a showroom page's panels. */
    accordion: catalogue.showrooms.length > 1 ? { showrooms: catalogue.showrooms.map((s) => s.id) } : withShowroom(panelled),
    /** The first carousel that turns (two slides or more). */
    carousel: carousels.find((c) => c.slides.length > 1),
    chatButton: section('chat-button'),
    categoryCards: section('category-cards'),
    videoClips: section('video-clips'),
    gallery: section('gallery'),
    embeds: section('embeds'),
    headedSection: home.sections.find((s): s is Headed => 'heading' in s),
    /** A third-party frame behind a poster: a home embed, else a showroom's map. */
    embed: section('embeds')?.embeds[0] ?? (firstMap && { title: firstMap.title, src: firstMap.embed, poster: firstMap.poster }),
    /** The first page of the main menu other than home. */
    navPage: nav.links.map((l) => pages.find((p) => p.id === target(l))).find((p) => p !== undefined && p.kind !== 'home'),
    showroomMenu: nav.showrooms.length > 0 ? nav.showrooms : undefined,
    contact,
    /** The first showroom tab of the contact page, as ShowroomTab takes it. */
    showroomTab: contact && showroomTab && tabShowroom ? { contact, tab: showroomTab, showroom: tabShowroom } : undefined,
    /** The contact page's enquiry tab, with another tab to leave it for. */
    enquiryTab: contact && enquiryTab && otherTab ? { contact, enquiry: enquiryTab, other: otherTab } : undefined,
    enquiries,
    emailField: enquiries?.fields.find((f) => f.kind === 'email'),
    enquiryPage: catalogue.enquiry,
    /** The shop's languages, the default first, in a shop with `locales`: the language switch. */
    languages: catalogue.locales ? shopLanguages(catalogue) : undefined,
  };
}

export type Examples = ReturnType<typeof findExamples>;
export type ExampleName = keyof Examples;
