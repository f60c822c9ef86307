import type { HomeSectionOf, HomeSectionType } from '../kind';

/** What every section renderer receives: its own config block and where it sits on the page. */
export interface SectionProps<T extends HomeSectionType> {
  section: HomeSectionOf<T>;
  /** The section opens the page: its first picture is likely the largest paint, so it loads at once. */
  first: boolean;
}
