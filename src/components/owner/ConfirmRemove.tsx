import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { fillTemplate } from '../../domain/templates';
import { DangerButton, ErrorText, SecondaryButton } from './owner-styles';
import { reasonOf, type Save } from './use-save';

/** A delete's words, filled in already except `notRemoved`'s {reason}: the question names what goes. */
export interface RemoveWords {
  /** The button that asks. */
  remove: string;
  question: string;
  confirm: string;
  cancel: string;
  removing: string;
  notRemoved: string;
}

export interface ConfirmRemoveProps {
  words: RemoveWords;
  /** Deletes, once confirmed: resolves to null when gone (the list drops the item), or to why not. */
  remove: Save;
}

const Confirm = styled.div`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-3);
  border: 1px solid var(--color-danger);
  border-radius: var(--radius);
  p {
    margin: 0;
  }
`;

/**
 * Delete, after a question that names what goes; a failed delete keeps the question, with the reason. The
 * question takes the focus on its safe answer (Keep it), and Keep it gives it back to Delete: the button
 * tapped is gone from under a screen reader's cursor either way.
 */
export function ConfirmRemove({ words, remove }: ConfirmRemoveProps) {
  const questionId = useId();
  const [asking, setAsking] = useState(false);
  const moved = useRef(false);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    (asking ? keep : ask).current?.focus();
  }, [asking]);
  const toggle = (next: boolean) => {
    moved.current = true;
    setAsking(next);
  };
  const [state, setState] = useState<{ removing: boolean; reason?: string }>({ removing: false });
  const confirm = async () => {
    setState({ removing: true });
    const reason = await remove().catch(reasonOf);
    setState(reason === null ? { removing: false } : { removing: false, reason });
  };
  if (!asking)
    return (
      <DangerButton ref={ask} type="button" onClick={() => toggle(true)}>
        {words.remove}
      </DangerButton>
    );
  return (
    <Confirm role="group" aria-labelledby={questionId}>
      <p id={questionId}>{words.question}</p>
      {state.reason && <ErrorText role="alert">{fillTemplate(words.notRemoved, { reason: state.reason })}</ErrorText>}
      <DangerButton type="button" onClick={() => void confirm()} disabled={state.removing}>
        {state.removing ? words.removing : words.confirm}
      </DangerButton>
      <SecondaryButton ref={keep} type="button" onClick={() => toggle(false)} disabled={state.removing}>
        {words.cancel}
      </SecondaryButton>
    </Confirm>
  );
}
