import { CardGrid } from '../../components/card/CardGrid';
import { useCatalogue } from '../shell/catalogue-context';
import { TrendingVideo } from '../../components/media/TrendingVideo';

export function TrendingVideos() {
  const { videos } = useCatalogue().catalogue.home.trending;
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
