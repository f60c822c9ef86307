import { telHref } from '../domain/templates';

/** A phone number as the site shows it: its label, the number as written, and the tel: link that dials it. */
export function phoneLink(label: string, phone: string): { label: string; display: string; href: string } {
  return { label, display: phone, href: telHref(phone) };
}
