import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import type { OwnerTexts } from './owner-texts';
import { ErrorText, QuietText, SecondaryButton, tapTarget } from './owner-styles';
import { isBusy, type ProductFormStatus } from './product-form-status';
import { UploadBars } from './UploadBars';

export interface PhotoFieldProps {
  texts: OwnerTexts;
  /** The photo shown: the one chosen once prepared, else the stored one. */
  photo?: string;
  /** The product has a photo, shown or not (a stored address the site refuses has no preview): Remove offers to drop it. */
  removable: boolean;
  /** The form's: the photo's part of it (resized, sent, failed to send) shows here. */
  status: ProductFormStatus;
  /** Why the writer refused the photo's address. */
  error?: string;
  /** Try again's button, which takes the focus when an upload fails. */
  againRef?: Ref<HTMLButtonElement>;
  onPick: (file: File) => void;
  onRemove: () => void;
  onRetry: () => void;
}

const Field = styled.fieldset`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: var(--space-2);
    font-weight: 600;
  }
  small {
    color: var(--color-muted);
  }
  input:focus-visible + label {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + label {
    border: 2px solid var(--color-danger);
  }
  input:disabled + label {
    cursor: progress;
    opacity: 0.7;
  }
`;

// The picker is the label, in the shop's words: a file input's own button speaks the browser's language.
const Pick = styled.label`
  ${tapTarget}
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
`;

const Preview = styled.img`
  width: 100%;
  max-width: 10rem;
  aspect-ratio: 4 / 5;
  object-fit: cover;
  border-radius: var(--radius);
  background: var(--color-skeleton);
`;

/**
 * The product's photo: a preview, the picker (`accept="image/*"`: a phone offers its camera and its photos),
 * Remove, and while the photo is resized or sent, how far it is; a failed upload says why, with Try again.
 */
export function PhotoField({ texts, photo, removable, status, error, againRef, onPick, onRemove, onRetry }: PhotoFieldProps) {
  const f = texts.products.form;
  const id = useId();
  const busy = isBusy(status);
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Field aria-busy={busy}>
      <legend>{f.photo}</legend>
      {photo && <Preview src={photo} alt={f.photoAlt} />}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Emptied, so that choosing the same photo again (after Remove) is a change too.
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Pick htmlFor={id}>{f.pick}</Pick>
      {removable && (
        <SecondaryButton type="button" onClick={onRemove} disabled={busy}>
          {f.removePhoto}
        </SecondaryButton>
      )}
      <small id={`${id}-hint`}>{f.photoHint}</small>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      {status.state === 'preparing' && <QuietText role="status">{f.preparing}</QuietText>}
      {status.state === 'uploading' &&
        (status.progress ? (
          <UploadBars progress={status.progress} heading={f.uploading} file={f.file} />
        ) : (
          <QuietText role="status">{f.uploading}</QuietText>
        ))}
      {status.state === 'uploadFailed' && (
        <>
          <ErrorText role="alert">{fillTemplate(f.uploadFailed, { reason: status.reason })}</ErrorText>
          <SecondaryButton ref={againRef} type="button" onClick={onRetry}>
            {texts.products.saveAgain}
          </SecondaryButton>
        </>
      )}
    </Field>
  );
}
