import type { SectionProps } from '../section-props';
import { VideoClips } from './VideoClips';

/** A `video-clips` section: silent looping clips under its heading. */
export default function VideoClipsSection({ section }: SectionProps<'video-clips'>) {
  return <VideoClips videos={section.videos} />;
}
