import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import type { OwnerTexts } from './owner-texts';
import { ErrorText, PrimaryButton, QuietText, SecondaryButton } from './owner-styles';
import { isBusy, type ProductFormStatus } from './product-form-status';

export interface ProductSaveProps {
  texts: OwnerTexts;
  /** `site.lang`: how the unknown fields are listed. */
  lang: string;
  status: ProductFormStatus;
  /** A new product for a list at its display window: the window, and the product adding this one pushes off. */
  full?: { limit: number; title: string };
  /** Fields the site does not use, which saving removes. */
  unknownFields?: readonly string[];
  /** Try again's button, which takes the focus when a save fails. */
  againRef?: Ref<HTMLButtonElement>;
  onAgain: () => void;
  onCancel: () => void;
}

const Note = styled.p`
  margin: 0;
  padding: var(--space-3);
  border-left: 4px solid var(--color-accent);
  background: var(--color-background);
  overflow-wrap: anywhere;
`;

const Saved = styled.p`
  margin: 0;
  padding: var(--space-3);
  border-radius: var(--radius);
  background: var(--color-success-bg);
  font-weight: 600;
`;

/**
 * The foot of the product form: what Save will do beyond the form (push a product off a full list, drop
 * unknown fields), Save, where the save is, and Cancel (Back to the list once saved).
 */
export function ProductSave({ texts, lang, status, full, unknownFields = [], againRef, onAgain, onCancel }: ProductSaveProps) {
  const t = texts.products;
  const f = t.form;
  const id = useId();
  const notes = [full && `${id}-full`, unknownFields.length > 0 && `${id}-unknown`].filter(Boolean).join(' ');
  return (
    <>
      {full && <Note id={`${id}-full`}>{fillTemplate(f.full, { limit: full.limit, title: full.title })}</Note>}
      {unknownFields.length > 0 && (
        <Note id={`${id}-unknown`}>
          {fillTemplate(f.unknownFields, { fields: new Intl.ListFormat(lang, { type: 'conjunction' }).format(unknownFields) })}
        </Note>
      )}
      <PrimaryButton type="submit" aria-disabled={isBusy(status) || undefined} aria-describedby={notes || undefined}>
        {f.save}
      </PrimaryButton>
      {status.state === 'saving' && <QuietText role="status">{t.saving}</QuietText>}
      {status.state === 'saved' && <Saved role="status">{t.saved}</Saved>}
      {status.state === 'saveFailed' && (
        <>
          <ErrorText role="alert">{fillTemplate(f.notSaved, { reason: status.reason })}</ErrorText>
          <SecondaryButton ref={againRef} type="button" onClick={onAgain}>
            {t.saveAgain}
          </SecondaryButton>
        </>
      )}
      <SecondaryButton type="button" onClick={onCancel}>
        {status.state === 'saved' ? f.back : f.cancel}
      </SecondaryButton>
    </>
  );
}
