import type { PathSegment } from '../../../config/errors.ts';
import type { ReferenceChecks } from '../../kind.ts';
import type { CarouselConfig, HomeSectionConfig, HomeSectionOf, HomeSectionType } from './schema.ts';

type Check<T extends HomeSectionType> = (section: HomeSectionOf<T>, at: PathSegment[], checks: ReferenceChecks) => void;

const none = () => {};

const slides = (carousel: CarouselConfig | undefined, at: PathSegment[], checks: ReferenceChecks) =>
  carousel?.slides.forEach((s, i) => checks.refer([...at, 'slides', i, 'to'], s.to, 'page'));

// Every type is listed, so a new section type without its checks is a type error.
const sectionChecks: { [T in HomeSectionType]: Check<T> } = {
  carousel: slides,
  'chat-button': none,
  'category-cards': (section, at, checks) =>
    section.items.forEach((item, i) => {
      if (typeof item === 'string') checks.refer([...at, 'items', i], item, 'category');
      else checks.refer([...at, 'items', i, 'to'], item.to, 'page');
    }),
  'video-clips': none,
  gallery: none,
  embeds: none,
  showrooms: (section, at, checks) => {
    section.items.forEach((s, i) => checks.refer([...at, 'items', i], s, 'showroom'));
    slides(section.photos, [...at, 'photos'], checks);
  },
  showcase: (section, at, checks) => checks.refer([...at, 'from'], section.from, 'showcase'),
};

/** What one home section says about other entries, reported at `at` (e.g. ['home', 'sections', 3]). */
export function sectionReferences(section: HomeSectionConfig, at: PathSegment[], checks: ReferenceChecks): void {
  // The map is keyed by type, so the check always receives its own section type.
  (sectionChecks[section.type] as Check<HomeSectionType>)(section, at, checks);
}
