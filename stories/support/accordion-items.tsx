import type { AccordionItem } from '../../src/components/accordion/Accordion';
import type { ShowroomConfig } from '../../src/catalogue/schema';
import type { ShowroomPageConfig } from '../../src/kinds/showroom/kind';
import { usePanelItems } from '../../src/kinds/showroom/use-panel-items';
import { example } from './site';
import { showroomItems } from './showroom-items';

// A panel's content comes from the page's own hook, so it is drawn inside the story's providers.
function PanelContent({ page, showroom, index }: { page: ShowroomPageConfig; showroom: ShowroomConfig; index: number }) {
  return usePanelItems(page, showroom)[index]!.content;
}

/** The shop's accordion of two panels or more: one per showroom (footer, home), else a showroom page's panels. */
export function accordionItems(): AccordionItem[] {
  const accordion = example('accordion');
  if ('showrooms' in accordion) return showroomItems(accordion.showrooms);
  const { page, showroom } = accordion;
  return page.panels.map((panel, index) => ({
    heading: panel.heading,
    content: <PanelContent page={page} showroom={showroom} index={index} />,
  }));
}
