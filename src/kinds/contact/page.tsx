import { definePage } from '../page-module';
import { ContactPage } from './ContactPage';

export default definePage('contact', {
  entry: ({ contact }) => contact,
  Component: ({ entry }) => <ContactPage contact={entry} />,
});
