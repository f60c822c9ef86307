import { useEffect, useRef, useState } from 'react';
import { fillTemplate } from '../../domain/templates';
import type { AlertTone } from '../alert/Alert';
import { looksLikeBot } from './bot-trap';
import { emptyValues, type EnquiryFieldSpec, type EnquiryValues } from './enquiry-values';
import { fieldProblem, refusal, type FieldProblem, type ValidationTexts } from './validate-enquiry';

export interface EnquiryOutcomeTexts extends ValidationTexts {
  success: string;
  /** May hold {message}: the storage error's own message. */
  failure: string;
}

export interface FormAlert {
  tone: AlertTone;
  message: string;
  /** Set when the form refused to send: fields with these problems are marked while the alert shows. */
  problems?: FieldProblem[];
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/** How the form tells a person's submit from a bot's (see bot-trap.ts). */
export interface BotTrap {
  minSeconds: number;
  /** The hidden field, read when the form is submitted (a bot may fill it without any input event). */
  honeypot: { readonly current: HTMLInputElement | null };
}

/**
 * The form's states: editing, sending (no second submission), then a success
 * alert with the fields cleared, or a failure alert with the visitor's text
 * kept so nothing they typed is lost. A submit that looks like a bot's is not
 * sent at all, yet ends like a success.
 */
export function useEnquiryForm(
  fields: readonly EnquiryFieldSpec[],
  send: (values: EnquiryValues) => Promise<void>,
  texts: EnquiryOutcomeTexts,
  trap: BotTrap,
) {
  const [values, setValues] = useState<EnquiryValues>(() => emptyValues(fields));
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [pending, setPending] = useState(false);
  // Backs up the disabled button for submits it cannot stop (form.requestSubmit(), a second Enter in flight).
  const inFlight = useRef(false);
  // When the form appeared in a running page (not in pre-rendered HTML), and again after each success.
  const shownAt = useRef(Number.POSITIVE_INFINITY);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const setField = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async () => {
    if (inFlight.current) return;
    const refused = refusal(fields, values, texts);
    if (refused) {
      setAlert({ tone: 'error', ...refused });
      return;
    }
    const succeeded = () => {
      shownAt.current = Date.now();
      setValues(emptyValues(fields));
      setAlert({ tone: 'success', message: texts.success });
    };
    const signs = { honeypot: trap.honeypot.current?.value ?? '', elapsedMs: Date.now() - shownAt.current, minSeconds: trap.minSeconds };
    if (looksLikeBot(signs)) {
      succeeded();
      return;
    }
    inFlight.current = true;
    setPending(true);
    setAlert(null);
    try {
      await send(values);
      succeeded();
    } catch (error) {
      setAlert({ tone: 'error', message: fillTemplate(texts.failure, { message: errorMessage(error) }) });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  // Checked against the current text, so a mark goes as soon as the visitor fixes the field.
  const invalid = (field: EnquiryFieldSpec) => {
    const problem = fieldProblem(field, values[field.name] ?? '');
    return problem !== undefined && Boolean(alert?.problems?.includes(problem));
  };

  return { values, setField, alert, dismiss: () => setAlert(null), pending, submit, invalid };
}
