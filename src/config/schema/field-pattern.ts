import { RE2JS } from 're2js';

/**
 * Why an enquiry field's `pattern` cannot be used, or undefined when it can. The form tests it with
 * JavaScript (`^(?:pattern)$`, flag `u`) and firestore.rules with RE2's whole-text `matches()`, so it
 * must compile in both, and mean the same in both: `\s` is any Unicode space in JavaScript but only
 * ASCII ones in RE2, so a visitor's text could pass the form and then be refused by the rules.
 */
export function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
  } catch (error) {
    return `JavaScript cannot read it (${(error as Error).message})`;
  }
  try {
    RE2JS.compile(pattern);
  } catch (error) {
    return `firestore.rules' RE2 cannot read it, which has no lookaround such as "(?=" and no backreference such as "\\1" (${(error as Error).message})`;
  }
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '\\') continue;
    const escaped = pattern[++i];
    if (escaped === 's' || escaped === 'S')
      return `"\\${escaped}" means other spaces in JavaScript than in firestore.rules' RE2; write the spaces out, e.g. "[ ]" or "\\p{Zs}"`;
  }
  return undefined;
}
