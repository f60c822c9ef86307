import styled from 'styled-components';
import { useCatalogue } from '../shell/catalogue-context';
import { Accordion } from '../../components/accordion/Accordion';
import { ChatButton } from '../../components/chat/ChatButton';
import { ImageGrid } from '../../components/media/ImageGrid';
import { Container } from '../../components/page/Container';
import { PageHeading } from '../../components/page/PageHeading';
import { chatHref, fillTemplate } from '../../domain/templates';
import { showroomItems } from '../shell/showroom-items';
import { byId } from '../../domain/by-id';
import { ShowcaseCards } from '../showcase/ShowcaseCards';
import { CategoryCards } from './CategoryCards';
import { ConfigCarousel } from './ConfigCarousel';
import { EmbedGrid } from './EmbedGrid';
import { HomeSection } from './HomeSection';
import { TrendingVideos } from './TrendingVideos';

const Promo = styled.div`
  max-width: 640px;
  margin: ${({ theme }) => theme.space(6)} auto 0;
`;

const Showrooms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) { grid-template-columns: 1fr 1fr; }
`;

const End = styled.div`
  padding-bottom: ${({ theme }) => theme.space(12)};
`;

/** The home page, section by section in the order of the `home:` block. */
export function HomePage() {
  const { catalogue } = useCatalogue();
  const { home, shop, messages } = catalogue;
  const showrooms = showroomItems(catalogue, home.showrooms.items);
  const showcase = byId(catalogue.showcases, home.showcase.from);
  return (
    <Container>
      <PageHeading>{home.heading}</PageHeading>
      <ConfigCarousel carousel={home.hero} eager />
      <Promo>
        <ConfigCarousel carousel={home.promo} />
      </Promo>
      <ChatButton label={home.chatButton} href={chatHref(shop.phones.chat, fillTemplate(messages.shop, { shop: shop.name }))} />
      <HomeSection heading={home.categories.heading}>
        <CategoryCards />
      </HomeSection>
      <HomeSection heading={home.trending.heading}>
        <TrendingVideos />
      </HomeSection>
      <HomeSection heading={home.gallery.heading}>
        <ImageGrid images={home.gallery.images} />
      </HomeSection>
      <HomeSection heading={home.social.heading}>
        <EmbedGrid embeds={home.social.embeds} />
      </HomeSection>
      <HomeSection heading={home.videos.heading}>
        <EmbedGrid embeds={home.videos.embeds} />
      </HomeSection>
      <HomeSection heading={home.showrooms.heading}>
        <Showrooms>
          <Accordion items={showrooms} />
          <ConfigCarousel carousel={home.showroomPhotos} />
        </Showrooms>
      </HomeSection>
      <End>
        <HomeSection heading={home.showcase.heading}>
          <ShowcaseCards showcase={showcase} headingLevel={3} />
        </HomeSection>
      </End>
    </Container>
  );
}
