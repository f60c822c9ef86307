import { CategoryCards } from '../CategoryCards';
import { HomeSection } from '../HomeSection';
import type { SectionProps } from './section-props';

export function CategoryCardsSection({ section }: SectionProps<'category-cards'>) {
  return (
    <HomeSection heading={section.heading}>
      <CategoryCards items={section.items} />
    </HomeSection>
  );
}
