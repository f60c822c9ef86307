import type { PageFactory } from '../registry';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const createPage: PageFactory = (c) => () => <PlaceholderPage id={c.enquiry.id} title={c.enquiry.title} heading={c.enquiry.heading} />;
