import { HomeSection } from '../HomeSection';
import { VideoClips } from '../VideoClips';
import type { SectionProps } from './section-props';

export function VideoClipsSection({ section }: SectionProps<'video-clips'>) {
  return (
    <HomeSection heading={section.heading}>
      <VideoClips videos={section.videos} />
    </HomeSection>
  );
}
