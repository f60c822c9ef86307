import { describe, expect, it } from 'vitest';
import { renderRules } from '../../../scripts/firestore/render-rules';
import { SHIPPED, catalogueFrom, loadedCatalogue, mutate, positionOf, problems, shippedCatalogue } from '../../support/catalogue';

const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};

const TITLE = '{ name: title, label: Name, kind: text, required: true, maxLength: 100, autocomplete: name }';
const CITY = '{ name: city, label: City, kind: text, required: true, maxLength: 100, autocomplete: address-level2 }';

/** The YAML without one top-level block (its key line up to the next top-level key). */
function withoutBlock(source: string, key: string): string {
  const lines = source.split('\n');
  const start = lines.indexOf(`${key}:`);
  if (start < 0) throw new Error(`no top-level block ${key}`);
  let end = start + 1;
  while (end < lines.length && (lines[end] === '' || /^[\s#]/.test(lines[end]!))) end++;
  return [...lines.slice(0, start), ...lines.slice(end)].join('\n');
}

const ENQUIRY_TAB = '    - { kind: enquiry, label: ENQUERIES }\n';

describe('enquiries.fields in catalogue.config.yaml', () => {
  it('ships exactly the stored field names the shop has always used, each required and bounded', () => {
    const { enquiries } = shippedCatalogue();
    expect(enquiries?.fields.map((f) => [f.name, f.label, f.kind, f.required, f.maxLength])).toEqual([
      ['title', 'Name', 'text', true, 100],
      ['mobile', 'Mobile', 'tel', true, 20],
      ['emailaddress', 'Email', 'email', true, 254],
      ['city', 'City', 'text', true, 100],
      ['enquiry', 'Comment', 'textarea', true, 2000],
    ]);
  });

  it('refuses a field name that is not a plain Firestore key, or that the form writes itself', () => {
    const spaced = mutate(SHIPPED, TITLE, TITLE.replace('name: title', 'name: full name'));
    expect(problems(spaced)).toEqual([
      `enquiries.fields[0].name ${at(spaced, 'full name')}: expected a field name of letters, digits and "_", starting with a letter, got "full name"`,
    ]);
    const reserved = mutate(SHIPPED, TITLE, TITLE.replace('name: title', 'name: status'));
    expect(problems(reserved)).toEqual([
      `enquiries.fields[0].name ${at(reserved, 'status', TITLE.slice(0, 8))}: expected a field name other than "id", "status", "createdAt" and "website" (the form uses those itself), got "status"`,
    ]);
    // The document id and the hidden bot-trap field.
    for (const name of ['id', 'website']) {
      expect(problems(mutate(SHIPPED, TITLE, TITLE.replace('name: title', `name: ${name}`)))).toEqual([expect.stringContaining(`the form uses those itself), got "${name}"`)]);
    }
  });

  it('minSeconds: 3 unless set, a whole number of seconds from 0 (no time check) to 600', () => {
    const loaded = (source: string) => loadedCatalogue(source).enquiries?.minSeconds;
    const shipped = 'minSeconds: 3\n';
    expect(SHIPPED).toContain(shipped);
    expect(loaded(mutate(SHIPPED, shipped, ''))).toBe(3);
    expect(loaded(mutate(SHIPPED, shipped, 'minSeconds: 0\n'))).toBe(0);
    expect(loaded(mutate(SHIPPED, shipped, 'minSeconds: 10\n'))).toBe(10);
    const bad = mutate(SHIPPED, shipped, 'minSeconds: 1.5\n');
    expect(problems(bad)).toEqual([`enquiries.minSeconds ${at(bad, '1.5')}: expected a whole number from 0 to 600, got 1.5`]);
    expect(problems(mutate(SHIPPED, shipped, 'minSeconds: -1\n'))).toEqual([expect.stringContaining('enquiries.minSeconds')]);
  });

  it('reports a duplicate field name, naming both fields', () => {
    const bad = mutate(SHIPPED, CITY, CITY.replace('name: city', 'name: mobile'));
    expect(problems(bad)).toEqual([`enquiries.fields[3].name ${at(bad, 'mobile', 'label: Email')}: field name "mobile" is already used by enquiries.fields[1].name`]);
  });

  it('refuses an unknown kind and a maxLength that is not a whole number', () => {
    let bad = mutate(SHIPPED, CITY, CITY.replace('kind: text', 'kind: number'));
    bad = mutate(bad, 'maxLength: 20 }', 'maxLength: long }');
    expect(problems(bad)).toEqual([
      expect.stringMatching(/^enquiries\.fields\[1\]\.maxLength \(line \d+, col \d+\): expected a whole number from 1 to 10000, got "long"$/),
      expect.stringMatching(/^enquiries\.fields\[3\]\.kind \(line \d+, col \d+\): expected one of "text", "tel", "email", "textarea", got "number"$/),
    ]);
  });

  it('reports unknown placeholders in the form messages', () => {
    const bad = mutate(SHIPPED, 'tooLong: "{label} can be at most {max} characters long."', 'tooLong: "{lable} can be at most {max} characters long."');
    expect(problems(bad)).toEqual([`texts.enquiry.tooLong ${at(bad, '"{lable}')}: unknown placeholder {lable}; use {label} or {max}`]);
    const hint = mutate(SHIPPED, 'lengthHint: "{count} of {max} characters"', 'lengthHint: "{count} of {limit} characters"');
    expect(problems(hint)).toEqual([`texts.enquiry.lengthHint ${at(hint, '"{count} of {limit}')}: unknown placeholder {limit}; use {count} or {max}`]);
  });

  it('is optional only together with the form: an enquiry page or tab without it is reported where it is', () => {
    const bad = withoutBlock(SHIPPED, 'enquiries');
    expect(problems(bad)).toEqual([
      `enquiry ${at(bad, 'id: enquiry')}: shows the enquiry form, which needs the "enquiries" block (collection, status, fields)`,
      `contact.tabs[2] ${at(bad, '{ kind: enquiry')}: shows the enquiry form, which needs the "enquiries" block (collection, status, fields)`,
    ]);
  });

  it('a shop without the form (no enquiries, no enquiry page or tab) is valid, and its rules allow no writes', () => {
    let none = withoutBlock(withoutBlock(SHIPPED, 'enquiries'), 'enquiry');
    none = mutate(none, ENQUIRY_TAB, '');
    none = mutate(none, '  cta: enquiry\n', '');
    expect(problems(none)).toEqual([]);
    const catalogue = catalogueFrom(none);
    expect(catalogue.enquiries).toBeUndefined();
    expect(catalogue.pages.map((p) => p.kind)).not.toContain('enquiry');
    const rules = renderRules(catalogue);
    expect(rules).not.toContain('allow create');
    expect(rules).not.toContain('isNewEnquiry');
    expect(rules.match(/allow \w+/g)).toEqual(['allow read']);
  });
});
