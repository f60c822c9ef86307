import { useId } from 'react';
import styled from 'styled-components';
import { formatPrice, type Money } from '../../domain/price';
import { fillTemplate } from '../../domain/templates';
import { Image } from '../image/Image';
import { ConfirmRemove } from './ConfirmRemove';
import { FindingList } from './FindingList';
import type { OwnerTexts } from './owner-texts';
import { Panel, PrimaryButton, QuietText, SecondaryButton } from './owner-styles';
import { SaveState } from './SaveState';
import { productName, type ShelfProduct } from './shelf-product';
import { useSave } from './use-save';

export interface ShelfItemProps {
  texts: OwnerTexts;
  product: ShelfProduct;
  /** The shop's money where the list shows prices; no price otherwise. */
  prices?: Money;
  /** Listed, but past the display window: the badge says the public page leaves it out. */
  pastWindow?: number;
  onEdit: (id: string) => void;
  /** Hides or shows it: resolves to null once saved, or to why not, in the page's words. */
  onHidden: (id: string, hidden: boolean) => Promise<string | null>;
  /** Deletes it with its photos, once confirmed: null once gone, or why not. */
  onRemove: (id: string) => Promise<string | null>;
}

const Top = styled.div`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: var(--space-3);
  align-items: start;
`;

const Thumb = styled.div`
  width: 64px;
  height: 64px;
  overflow: hidden;
  border-radius: var(--radius);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Words = styled.div`
  display: grid;
  gap: var(--space-1);
  min-width: 0;
  h3 {
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  span {
    padding: 0 var(--space-2);
    border: 1px solid var(--color-muted);
    border-radius: var(--radius);
    font-size: 0.875rem;
    font-weight: 700;
  }
`;

// Three thumbs' widths in a row; the delete question and a save's state take the whole row.
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr));
  gap: var(--space-2);
  > :not(button) {
    grid-column: 1 / -1;
  }
`;

/**
 * One product on the owner's shelf: its photo, title and price, a Hidden badge, what the public list
 * repairs in it, and Edit, Hide or Show, and Delete. A document the reader skips shows its reasons
 * and Mend instead: there is nothing to hide.
 */
export function ShelfItem({ texts, product, prices, pastWindow, onEdit, onHidden, onRemove }: ShelfItemProps) {
  const t = texts.products;
  const headingId = useId();
  const [saving, run] = useSave();
  const title = productName(product, t.untitled);
  const { shown } = product;
  const price = shown?.price !== undefined && prices ? formatPrice(shown.price, prices) : undefined;
  const toggle = () => void run(() => onHidden(product.id, !product.hidden));
  return (
    <Panel as="article" aria-labelledby={headingId}>
      <Top>
        <Thumb>
          <Image image={{ src: shown?.img ?? '', alt: '' }} decorative sizes="64px" />
        </Thumb>
        <Words>
          <h3 id={headingId}>{title}</h3>
          {price && <p>{price}</p>}
          {(product.hidden || pastWindow !== undefined) && (
            <Badges>
              {product.hidden && <span>{t.hidden}</span>}
              {pastWindow !== undefined && <span>{fillTemplate(t.pastWindow, { limit: pastWindow })}</span>}
            </Badges>
          )}
        </Words>
      </Top>
      {product.findings.length > 0 && (
        <>
          {shown && <QuietText>{t.repaired}</QuietText>}
          <FindingList findings={product.findings} line={t.finding} />
        </>
      )}
      <Actions>
        <PrimaryButton type="button" onClick={() => onEdit(product.id)}>
          {fillTemplate(shown ? t.edit : t.mend, { title })}
        </PrimaryButton>
        {shown && (
          <SecondaryButton type="button" onClick={toggle} disabled={saving.state === 'saving'}>
            {fillTemplate(product.hidden ? t.show : t.hide, { title })}
          </SecondaryButton>
        )}
        <ConfirmRemove
          words={{
            remove: fillTemplate(t.remove, { title }),
            question: fillTemplate(t.removeQuestion, { title }),
            confirm: t.removeConfirm,
            cancel: t.removeCancel,
            removing: t.removing,
            notRemoved: t.notRemoved,
          }}
          remove={() => onRemove(product.id)}
        />
        <SaveState
          words={{ saving: t.saving, saved: t.saved, notSaved: t.notSaved, saveAgain: t.saveAgain }}
          saving={saving}
          onAgain={toggle}
        />
      </Actions>
    </Panel>
  );
}
