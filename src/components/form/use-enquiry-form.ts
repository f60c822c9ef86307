import { useRef, useState } from 'react';
import { fillTemplate } from '../../domain/templates';
import type { AlertTone } from '../alert/Alert';
import { EMPTY_ENQUIRY, missingFields, type EnquiryField, type EnquiryValues } from './enquiry-values';

export interface EnquiryOutcomeTexts {
  mandatory: string;
  success: string;
  /** May hold {message}: the storage error's own message. */
  failure: string;
}

export interface FormAlert {
  tone: AlertTone;
  message: string;
  /** Set for the 'All fields are mandatory!' alert, so the blank fields can be marked. */
  mandatory?: boolean;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/**
 * The form's states: editing, sending (no second submission), then a success
 * alert with the fields cleared, or a failure alert with the visitor's text
 * kept so nothing they typed is lost.
 */
export function useEnquiryForm(send: (values: EnquiryValues) => Promise<void>, texts: EnquiryOutcomeTexts) {
  const [values, setValues] = useState<EnquiryValues>(EMPTY_ENQUIRY);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [pending, setPending] = useState(false);
  // Backs up the disabled button for submits it cannot stop (form.requestSubmit(), a second Enter in flight).
  const inFlight = useRef(false);

  const setField = (field: EnquiryField, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async () => {
    if (inFlight.current) return;
    if (missingFields(values).length > 0) {
      setAlert({ tone: 'error', message: texts.mandatory, mandatory: true });
      return;
    }
    inFlight.current = true;
    setPending(true);
    setAlert(null);
    try {
      await send(values);
      setValues(EMPTY_ENQUIRY);
      setAlert({ tone: 'success', message: texts.success });
    } catch (error) {
      setAlert({ tone: 'error', message: fillTemplate(texts.failure, { message: errorMessage(error) }) });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const invalid = (field: EnquiryField) => Boolean(alert?.mandatory) && values[field].trim() === '';

  return { values, setField, alert, dismiss: () => setAlert(null), pending, submit, invalid };
}
