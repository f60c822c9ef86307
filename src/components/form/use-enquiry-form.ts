import { useEffect, useRef, useState } from 'react';
import { fillTemplate } from '../../domain/templates';
import type { AlertLink, AlertTone } from '../alert/Alert';
import { looksLikeBot, waitBeforeSending } from './bot-trap';
import { emptyValues, sentValues, type EnquiryFieldSpec, type EnquiryValues } from './enquiry-values';
import { fieldProblem, refusal, type FieldProblem, type ValidationTexts } from './validate-enquiry';

export interface EnquiryOutcomeTexts extends ValidationTexts {
  success: string;
  /** May hold {message}: the storage error's own message. */
  failure: string;
}

/** What an alert says: a message, and links onward (call, chat) when sending is no use. */
export interface FormNotice {
  message: string;
  links?: readonly AlertLink[];
}

export interface FormAlert extends FormNotice {
  tone: AlertTone;
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

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The form's states: editing, sending (no second submission), then a success
 * alert with the fields cleared, or a failure alert with the visitor's text
 * kept so nothing they typed is lost. A submit sooner than the minimum time shows
 * the sending state until that time is over, then is sent. A submit that fills the
 * hidden field is a bot's: not sent at all, yet it ends like a success.
 * `explain` turns a failure the page knows (the day's enquiry box is full) into its own notice.
 */
export function useEnquiryForm(
  fields: readonly EnquiryFieldSpec[],
  send: (values: EnquiryValues) => Promise<void>,
  texts: EnquiryOutcomeTexts,
  trap: BotTrap,
  explain: (error: unknown) => FormNotice | undefined = () => undefined,
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
    if (looksLikeBot(trap.honeypot.current?.value ?? '')) {
      succeeded();
      return;
    }
    inFlight.current = true;
    setPending(true);
    setAlert(null);
    try {
      // The fields are read-only while pending, so what is sent after the wait is what was submitted.
      const wait = waitBeforeSending(Date.now() - shownAt.current, trap.minSeconds);
      if (wait > 0) await pause(wait);
      await send(sentValues(fields, values));
      succeeded();
    } catch (error) {
      const notice = explain(error) ?? { message: fillTemplate(texts.failure, { message: errorMessage(error) }) };
      setAlert({ tone: 'error', ...notice });
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
