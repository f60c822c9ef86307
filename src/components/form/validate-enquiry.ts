import { isBlank } from '../../domain/blank';
import { fullMatchRegExp } from '../../domain/field-formats';
import { fillTemplate } from '../../domain/templates';
import { sentValue, type EnquiryFieldSpec, type EnquiryValues } from './enquiry-values';

export interface ValidationTexts {
  /** For any blank required field. */
  mandatory: string;
  /** {label}, {max}. */
  tooLong: string;
  /** {label}. */
  invalidEmail: string;
  /** {label}: a field not matching its `pattern`. */
  invalidFormat: string;
}

export type FieldProblem = 'blank' | 'too-long' | 'not-email' | 'bad-format';

// Deliberately loose, for an e-mail field the config gives no pattern: something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A field's pattern must match the whole text, as the rules' matches() does; each compiled once.
const compiled = new Map<string, RegExp>();
function wholeMatch(pattern: string, value: string): boolean {
  let re = compiled.get(pattern);
  if (!re) compiled.set(pattern, (re = fullMatchRegExp(pattern)));
  return re.test(value);
}

/**
 * What is wrong with one field's value, if anything. Blank means only Unicode blanks (src/domain/blank.ts),
 * not just spaces; the format is checked on the text as sent (sentValue): without blanks at either end, a
 * phone number's digits as 0-9.
 */
export function fieldProblem(field: EnquiryFieldSpec, value: string): FieldProblem | undefined {
  if (isBlank(value)) return field.required ? 'blank' : undefined;
  // UTF-16 units, as the input's maxlength counts; Firestore's size() never counts more.
  if (value.length > field.maxLength) return 'too-long';
  const sent = sentValue(field, value);
  const wrong = field.pattern !== undefined ? !wholeMatch(field.pattern, sent) : field.kind === 'email' && !EMAIL.test(sent);
  if (wrong) return field.kind === 'email' ? 'not-email' : 'bad-format';
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
  // Each text read by name, so the check for unread config keys sees them.
  const template = (problem: FieldProblem) =>
    problem === 'too-long' ? texts.tooLong : problem === 'not-email' ? texts.invalidEmail : texts.invalidFormat;
  const sentence = ({ field, problem }: { field: EnquiryFieldSpec; problem: FieldProblem }) =>
    fillTemplate(template(problem), { label: field.label, max: field.maxLength });
  return { message: found.map(sentence).join(' '), problems: ['too-long', 'not-email', 'bad-format'] };
}
