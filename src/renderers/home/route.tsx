import type { PageFactory } from '../registry';
import { HomePage } from './HomePage';

export const createPage: PageFactory = () => HomePage;
