import { fillTemplate } from '../../domain/templates';
import type { OwnerTexts } from './owner-texts';
import { Panel } from './owner-styles';

export interface NotOwnerProps {
  texts: OwnerTexts;
  /** The signed-in address the rules refused. */
  email: string;
  /** `shop.name`. */
  shop: string;
}

/** A signed-in account that is not an owner: one sentence, and no data (the rules refuse it anyway). */
export function NotOwner({ texts, email, shop }: NotOwnerProps) {
  return (
    <Panel as="div" role="alert">
      <p>{fillTemplate(texts.notOwner, { email, shop })}</p>
    </Panel>
  );
}
