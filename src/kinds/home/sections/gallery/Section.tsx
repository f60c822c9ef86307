import { ImageGrid } from '../../../components/media/ImageGrid';
import { HomeSection } from '../HomeSection';
import type { SectionProps } from './section-props';

export function GallerySection({ section }: SectionProps<'gallery'>) {
  return (
    <HomeSection heading={section.heading}>
      <ImageGrid images={section.images} />
    </HomeSection>
  );
}
