import type { PageFactory } from '../registry';
import { PlaceholderPage } from '../placeholder/PlaceholderPage';

export const createPage: PageFactory = (c) => () => <PlaceholderPage id={c.home.id} title={c.home.title} heading={c.home.heading} />;
