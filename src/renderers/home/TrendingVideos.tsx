import styled from 'styled-components';
import { useCatalogue } from '../../app/catalogue-context';
import { TrendingVideo } from '../../components/media/TrendingVideo';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;

export function TrendingVideos() {
  const { videos } = useCatalogue().catalogue.home.trending;
  return (
    <Grid>
      {videos.map((v) => (
        <li key={v.title}>
          <TrendingVideo title={v.title} poster={v.poster} sources={v.sources} />
        </li>
      ))}
    </Grid>
  );
}
