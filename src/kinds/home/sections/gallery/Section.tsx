import { ImageGrid } from '../../../../components/media/ImageGrid';
import type { SectionProps } from '../section-props';

/** A `gallery` section: a grid of pictures under its heading. */
export default function GallerySection({ section }: SectionProps<'gallery'>) {
  return <ImageGrid images={section.images} />;
}
