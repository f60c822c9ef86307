import type { SectionProps } from '../section-props';
import { CategoryCards } from './CategoryCards';

/** A `category-cards` section: a grid of cards under its heading. */
export default function CategoryCardsSection({ section }: SectionProps<'category-cards'>) {
  return <CategoryCards items={section.items} />;
}
