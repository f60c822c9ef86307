import type { PageFactory } from '../registry';
import { ContactPage } from './ContactPage';

export const createPage: PageFactory = () => ContactPage;
