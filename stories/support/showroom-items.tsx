import type { AccordionItem } from '../../src/components/accordion/Accordion';
import { showroomItems as itemsFor } from '../../src/shell/showroom-items';
import { catalogue } from './site';

/** Accordion panels for configured showrooms, as the footer and home page show them. */
export function showroomItems(ids: readonly string[]): AccordionItem[] {
  return itemsFor(catalogue, ids);
}
