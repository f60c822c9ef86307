import { fillTemplate } from '../../domain/templates';
import type { EnquiryFieldSpec, EnquiryValues } from './enquiry-values';

export interface ValidationTexts {
  /** For any blank required field. */
  mandatory: string;
  /** {label}, {max}. */
  tooLong: string;
  /** {label}. */
  invalidEmail: string;
}

export type FieldProblem = 'blank' | 'too-long' | 'not-email';

// Deliberately loose: something@something.something, no spaces. The shop calls back; it does not verify.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with one field's value, if anything. Spaces alone count as blank. */
export function fieldProblem(field: EnquiryFieldSpec, value: string): FieldProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return field.required ? 'blank' : undefined;
  // UTF-16 units, as the input's maxlength counts; Firestore's size() never counts more.
  if (value.length > field.maxLength) return 'too-long';
  if (field.kind === 'email' && !EMAIL.test(trimmed)) return 'not-email';
  return undefined;
}

/** Why the form cannot be sent: the alert's text, and the kinds of problem it speaks of (their fields are marked). */
export interface Refusal {
  message: string;
  problems: FieldProblem[];
}

/**
 * Undefined when the form can be sent. Blank required fields come first, with the one
 * mandatory message the shop has always shown; otherwise each remaining problem gets its own sentence.
 */
export function refusal(fields: readonly EnquiryFieldSpec[], values: EnquiryValues, texts: ValidationTexts): Refusal | undefined {
  const found = fields.flatMap((field) => {
    const problem = fieldProblem(field, values[field.name] ?? '');
    return problem ? [{ field, problem }] : [];
  });
  if (found.length === 0) return undefined;
  if (found.some((p) => p.problem === 'blank')) return { message: texts.mandatory, problems: ['blank'] };
  const sentence = ({ field, problem }: (typeof found)[number]) =>
    problem === 'too-long'
      ? fillTemplate(texts.tooLong, { label: field.label, max: field.maxLength })
      : fillTemplate(texts.invalidEmail, { label: field.label });
  return { message: found.map(sentence).join(' '), problems: ['too-long', 'not-email'] };
}
