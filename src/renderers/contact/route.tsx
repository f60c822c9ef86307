import type { PageFactory } from '../registry';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const createPage: PageFactory = (c) => () => <PlaceholderPage id={c.contact.id} title={c.contact.title} heading={c.contact.heading} />;
