import { CardGrid } from '../../../../components/card/CardGrid';
import { TrendingVideo } from '../../../../components/media/TrendingVideo';
import type { HomeSectionOf } from '../../kind';

/** Silent looping clips, one card each. */
export function VideoClips({ videos }: { videos: HomeSectionOf<'video-clips'>['videos'] }) {
  return (
    <CardGrid $min="240px">
      {videos.map((v) => (
        <li key={v.title}>
          <TrendingVideo title={v.title} poster={v.poster} sources={v.sources} />
        </li>
      ))}
    </CardGrid>
  );
}
