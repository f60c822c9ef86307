import type { PageFactory } from '../registry';
import { EnquiryPage } from './EnquiryPage';

export const createPage: PageFactory = () => EnquiryPage;
