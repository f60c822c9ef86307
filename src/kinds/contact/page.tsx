import type { PageModule } from '../page-module';
import { ContactPage } from './ContactPage';
import type { ContactConfig } from './kind';

export default { Page: ({ entry }) => <ContactPage contact={entry} /> } satisfies PageModule<ContactConfig>;
