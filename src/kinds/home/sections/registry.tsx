import type { ComponentType } from 'react';
import type { HomeSectionConfig, HomeSectionType } from '../kind';
import { CarouselSection } from './CarouselSection';
import { CategoryCardsSection } from './CategoryCardsSection';
import { ChatButtonSection } from './ChatButtonSection';
import { EmbedsSection } from './EmbedsSection';
import { GallerySection } from './GallerySection';
import type { SectionProps } from './section-props';
import { ShowcaseSection } from './ShowcaseSection';
import { ShowroomsSection } from './ShowroomsSection';
import { VideoClipsSection } from './VideoClipsSection';

// One renderer per section type; a type without one is a compile error here.
const renderers: { [T in HomeSectionType]: ComponentType<SectionProps<T>> } = {
  carousel: CarouselSection,
  'chat-button': ChatButtonSection,
  'category-cards': CategoryCardsSection,
  'video-clips': VideoClipsSection,
  gallery: GallerySection,
  embeds: EmbedsSection,
  showrooms: ShowroomsSection,
  showcase: ShowcaseSection,
};

/** Draws one home section with the renderer of its `type`. */
export function SectionView({ section, first }: { section: HomeSectionConfig; first: boolean }) {
  // The map is keyed by type, so the renderer always receives its own section type.
  const Renderer = renderers[section.type] as ComponentType<SectionProps<HomeSectionType>>;
  return <Renderer section={section} first={first} />;
}
