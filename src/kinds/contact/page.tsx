import { definePage } from '../page-module';
import { ContactPage } from './ContactPage';
import type { ContactConfig } from './kind';

export default definePage<ContactConfig>({ Component: ({ entry }) => <ContactPage contact={entry} /> });
