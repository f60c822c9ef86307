import type { PageFactory } from '../registry';
import { NotFoundPage } from './NotFoundPage';

export const createPage: PageFactory = () => NotFoundPage;
