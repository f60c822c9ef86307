import { useId, useState } from 'react';
import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import type { OwnerTexts } from './owner-texts';
import {
  enquiryName,
  fieldLink,
  replyLink,
  shopTime,
  type InboxEnquiry,
  type InboxField,
  type InboxLanguage,
  type InboxShop,
} from './enquiry-links';
import { ConfirmRemove } from './ConfirmRemove';
import { ActionLink, field, Panel, PrimaryButton, QuietText } from './owner-styles';
import { SaveState, type SaveWords } from './SaveState';
import { useSave } from './use-save';

export interface EnquiryCardProps {
  texts: OwnerTexts;
  shop: InboxShop;
  /** `enquiries.fields`: every one is shown, by its label, whatever its name. */
  fields: readonly InboxField[];
  /** The statuses the owner may set (`enquiries.status` first, then `enquiries.statuses`). */
  statuses: readonly string[];
  /** The most characters of the private note. */
  noteMaxLength: number;
  enquiry: InboxEnquiry;
  /** Saves a status; the select keeps the chosen one, with the reason and Try again, when it fails. */
  onStatus: (id: string, status: string) => Promise<string | null>;
  /** Saves the note; the text typed stays in the box, with the reason, when it fails. */
  onNote: (id: string, note: string) => Promise<string | null>;
  /** Deletes the enquiry, after the owner confirmed; the card stays, with the reason, when it fails. */
  onRemove: (id: string) => Promise<string | null>;
}

const Fields = styled.dl`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  dt {
    font-size: 0.875rem;
    color: var(--color-muted);
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  dd a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--color-link);
  }
`;

const Actions = styled.div`
  display: grid;
  gap: var(--space-2);
`;

const Control = styled.div`
  display: grid;
  gap: var(--space-2);
  label {
    font-weight: 600;
  }
  select,
  textarea {
    ${field}
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  small {
    color: var(--color-muted);
  }
`;

/**
 * One enquiry for the owner: who and when, every configured field (phone numbers as tel: links, e-mail
 * addresses as mailto: links), the reply link through the shop's chat, its status, a private note and
 * delete with a confirmation that names it. A failed save never loses what the owner chose or typed.
 */
export function EnquiryCard({ texts, shop, fields, statuses, noteMaxLength, enquiry, onStatus, onNote, onRemove }: EnquiryCardProps) {
  const t = texts.card;
  const headingId = useId();
  const time = enquiry.createdAt ? shopTime(enquiry.createdAt, shop.utcOffsetMinutes, shop.locale) : undefined;
  const name = enquiryName(fields, enquiry.fields) ?? fillTemplate(t.unnamed, { id: enquiry.id });
  const language = shop.languages && (shop.languages.find((l) => l.key === enquiry.lang) ?? shop.languages[0]);
  const reply = replyLink(shop, language?.replyMessage ?? t.replyMessage, fields, enquiry.fields);
  return (
    <Panel as="article" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <QuietText>{time ? fillTemplate(t.received, { time }) : t.noTime}</QuietText>
      {language && <QuietText>{withLabel(t.language, language)}</QuietText>}
      <Fields>
        {fields.map((f) => {
          const value = (enquiry.fields[f.name] ?? '').trim();
          const href = value ? fieldLink(f, value, shop.callingCode) : undefined;
          const label = f.kind === 'tel' ? t.call : t.mail;
          return (
            <div key={f.name}>
              <dt>{f.label}</dt>
              <dd>
                {!value ? (
                  t.emptyValue
                ) : href ? (
                  <a href={href} aria-label={fillTemplate(label, { label: f.label, value })}>
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          );
        })}
      </Fields>
      {reply && (
        <Actions>
          <ActionLink $chat href={reply} target="_blank" rel="noopener noreferrer">
            {t.reply}
          </ActionLink>
        </Actions>
      )}
      <StatusControl texts={texts} statuses={statuses} saved={enquiry.status} save={(status) => onStatus(enquiry.id, status)} />
      <NoteControl texts={texts} saved={enquiry.note} maxLength={noteMaxLength} save={(note) => onNote(enquiry.id, note)} />
      <ConfirmRemove
        words={{
          remove: fillTemplate(t.remove, { name }),
          question: fillTemplate(t.removeQuestion, { name, time: time ?? t.noTime }),
          confirm: t.removeConfirm,
          cancel: t.removeCancel,
          removing: t.removing,
          notRemoved: t.notRemoved,
        }}
        remove={() => onRemove(enquiry.id)}
      />
    </Panel>
  );
}

/** `template` with its {language} as the language's label, marked with its tag so it is read in its own language. */
function withLabel(template: string, { label, lang }: InboxLanguage) {
  return template.split('{language}').flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <span key={i} lang={lang}>
            {label}
          </span>,
          part,
        ],
  );
}

const saveWords = ({ card: t }: OwnerTexts): SaveWords => ({
  saving: t.saving,
  saved: t.saved,
  notSaved: t.notSaved,
  saveAgain: t.saveAgain,
});

interface StatusControlProps {
  texts: OwnerTexts;
  statuses: readonly string[];
  /** The stored status. */
  saved: string;
  save: (status: string) => Promise<string | null>;
}

/** The status select: saved on change; a stored status outside the list shows as such until another is chosen. */
function StatusControl({ texts, statuses, saved, save }: StatusControlProps) {
  const t = texts.card;
  const id = useId();
  // The owner's choice until it is saved (then the stored status, from the props, is the same).
  const [chosen, setChosen] = useState<string | null>(null);
  const [saving, run] = useSave();
  const shown = chosen ?? saved;
  const send = (status: string) => {
    setChosen(status);
    // Saved: the stored status (from the props) is the one shown, unless another was chosen meanwhile.
    void run(() => save(status)).then((ok) => ok && setChosen((now) => (now === status ? null : now)));
  };
  return (
    <Control>
      <label htmlFor={id}>{t.status}</label>
      <select id={id} value={shown} onChange={(e) => send(e.target.value)}>
        {!statuses.includes(shown) && (
          <option value={shown} disabled>
            {fillTemplate(t.unlistedStatus, { status: shown })}
          </option>
        )}
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      <SaveState words={saveWords(texts)} saving={saving} onAgain={() => send(shown)} />
    </Control>
  );
}

interface NoteControlProps {
  texts: OwnerTexts;
  /** The stored note. */
  saved: string;
  maxLength: number;
  save: (note: string) => Promise<string | null>;
}

/** The private note: typed, then saved with its button; a failed save keeps the text in the box. */
function NoteControl({ texts, saved, maxLength, save }: NoteControlProps) {
  const t = texts.card;
  const id = useId();
  const [draft, setDraft] = useState(saved);
  const [saving, run, reset] = useSave();
  const changed = draft !== saved;
  const send = () => void run(() => save(draft));
  return (
    <Control>
      <label htmlFor={id}>{t.note}</label>
      <textarea
        id={id}
        value={draft}
        maxLength={maxLength}
        rows={3}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setDraft(e.target.value.slice(0, maxLength));
          reset();
        }}
      />
      <small id={`${id}-hint`}>{fillTemplate(t.noteHint, { count: draft.length, limit: maxLength })}</small>
      <PrimaryButton type="button" onClick={send} disabled={saving.state === 'saving' || !changed}>
        {t.saveNote}
      </PrimaryButton>
      <SaveState words={saveWords(texts)} saving={saving} onAgain={send} />
    </Control>
  );
}
