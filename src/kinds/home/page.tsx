import { definePage } from '../page-module';
import { HomePage } from './HomePage';

export default definePage('home', { entry: ({ home }) => home, Component: HomePage });
