import { useCatalogue } from '../../shell/catalogue-context';
import { zoomProps } from '../../shell/zoom-props';
import { CardGrid } from '../../components/card/CardGrid';
import { ShowcaseCard } from '../../components/showcase/ShowcaseCard';
import type { ShowcaseConfig } from './kind';
import { chatHref, fillMessage } from '../../domain/templates';
import { absoluteUrl } from '../../site/paths';

/** The cards of one showcase, each with its own chat link carrying the showcase's message. */
export function ShowcaseCards({ showcase, headingLevel }: { showcase: ShowcaseConfig; headingLevel?: 2 | 3 }) {
  const { catalogue } = useCatalogue();
  const { texts, shop, messages } = catalogue;
  const zoom = zoomProps(catalogue);
  const message = showcase.message ?? messages.interested;
  // Showcase cards have no page of their own: {url} is the showcase page's address.
  const url = absoluteUrl(catalogue, showcase.route) ?? '';
  return (
    <CardGrid>
      {showcase.cards.map((card) => (
        <li key={card.title}>
          <ShowcaseCard
            title={card.title}
            note={card.note}
            image={card.image}
            zoom={zoom}
            headingLevel={headingLevel}
            chat={{
              label: texts.list.chat,
              href: chatHref(shop.chatUrl, shop.phones.chat, fillMessage(message, { title: card.title, shop: shop.name, url })),
            }}
          />
        </li>
      ))}
    </CardGrid>
  );
}
