import { useCatalogue, usePagePart } from '../../../../shell/catalogue-context';
import { CardGrid } from '../../../../components/card/CardGrid';
import { InfoCard, type InfoCardProps } from '../../../../components/card/InfoCard';
import type { HomeSectionOf } from '../../kind';

/** Home category cards: a category id borrows that category's card; an inline card without `to` links nowhere. */
export function CategoryCards({ items }: { items: HomeSectionOf<'category-cards'>['items'] }) {
  const { catalogue, paths } = useCatalogue();
  const categories = usePagePart('categories');
  const { texts } = catalogue;
  const cards = items.flatMap((item): Omit<InfoCardProps, 'linkLabel'>[] => {
    if (typeof item !== 'string') return [{ title: item.title, tagline: item.tagline, image: item.image, href: paths.hrefFor(item.to) }];
    const category = categories.find((c) => c.id === item);
    if (!category) return [];
    return [{ title: category.title, tagline: category.card.tagline, image: category.card.image, href: paths.hrefFor(item) }];
  });
  return (
    <CardGrid>
      {cards.map((card) => (
        <li key={card.title}>
          <InfoCard {...card} linkLabel={texts.card.learnMore} noLinkNote={texts.card.comingSoon} headingLevel={3} />
        </li>
      ))}
    </CardGrid>
  );
}
