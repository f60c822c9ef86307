import { byId } from '../../../../domain/by-id';
import { usePagePart } from '../../../../shell/catalogue-context';
import { ShowcaseCards } from '../../../showcase/ShowcaseCards';
import type { SectionProps } from '../section-props';

/** A `showcase` section: the cards of a showcase page, under the section's own heading. */
export default function ShowcaseSection({ section }: SectionProps<'showcase'>) {
  return <ShowcaseCards showcase={byId(usePagePart('showcases'), section.from)} headingLevel={3} />;
}
