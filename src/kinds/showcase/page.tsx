import { definePage } from '../page-module';
import { ShowcasePage } from './ShowcasePage';

export default definePage('showcase', {
  entry: ({ showcases }, id) => showcases.find((s) => s.id === id),
  Component: ({ entry }) => <ShowcasePage showcase={entry} />,
});
