import { describe, expect, it } from 'vitest';
import { renderRules } from '../../../../scripts/firestore/render-rules';
import { SPEC, catalogueFrom, loadedCatalogue, mutate, positionOf, problems, specCatalogue } from '../../../support/catalogue';
import { SHOWROOM, minimalCatalogue, type Blocks } from '../../../support/minimal-catalogue';
import { RESERVED_FIELD_NAMES } from '../../../../src/domain/enquiry-keys';

const at = (source: string, needle: string, after = '') => {
  const { line, col } = positionOf(source, needle, after);
  return `(line ${line}, col ${col})`;
};

const TITLE = '{ name: title, label: Name, kind: text, required: true, maxLength: 100, autocomplete: name }';
const CITY = '{ name: city, label: City, kind: text, required: true, maxLength: 100, autocomplete: address-level2 }';
const MIN_SECONDS = 'minSeconds: 3\n';

// A small shop with the form on its own page and in a contact tab; the tests break it line by line.
const FORM: Blocks = {
  showrooms: SHOWROOM,
  enquiries: `
  collection: Online-Enqueries
  status: Available
  fields:
    - ${TITLE}
    - { name: mobile, label: Mobile, kind: tel, required: true, maxLength: 20 }
    - { name: emailaddress, label: Email, kind: email, required: true, maxLength: 254 }
    - ${CITY}
    - { name: enquiry, label: Comment, kind: textarea, required: true, maxLength: 2000 }
  ${MIN_SECONDS}`,
  contact: `
  id: contact
  title: Contact us
  route: /contact-us
  heading: Help Centre
  businessPhone: "Business phone:"
  emailLabel: "Help e-mail:"
  chatLabel: Chat on WhatsApp
  tabs:
    - { kind: showroom, label: BRANCH, showroom: branch }
    - { kind: enquiry, label: ENQUERIES }`,
  enquiry: `
  id: enquiry
  title: Enqueries
  route: /Enqueries
  heading: Send us an enquiry
  intro: Tell us what you are looking for.`,
};
const SHOP = minimalCatalogue(FORM);
const edit = (find: string, replace: string) => mutate(SHOP, find, replace);

describe('enquiries.fields in catalogue.config.yaml', () => {
  it('ships exactly the stored field names the shop has always used, each required and bounded', () => {
    const { enquiries } = specCatalogue();
    expect(enquiries?.fields.map((f) => [f.name, f.label, f.kind, f.required, f.maxLength])).toEqual([
      ['title', 'Name', 'text', true, 100],
      ['mobile', 'Mobile', 'tel', true, 20],
      ['emailaddress', 'Email', 'email', true, 254],
      ['city', 'City', 'text', true, 100],
      ['enquiry', 'Comment', 'textarea', true, 2000],
    ]);
    expect(problems(SHOP)).toEqual([]);
  });

  it('refuses a field name that is not a plain Firestore key, or that the form or the owner writes itself', () => {
    const spaced = edit(TITLE, TITLE.replace('name: title', 'name: full name'));
    expect(problems(spaced)).toEqual([
      `enquiries.fields[0].name ${at(spaced, 'full name')}: expected a field name of letters, digits and "_", starting with a letter, got "full name"`,
    ]);
    const reserved = edit(TITLE, TITLE.replace('name: title', 'name: status'));
    expect(problems(reserved)).toEqual([
      `enquiries.fields[0].name ${at(reserved, 'status', TITLE.slice(0, 8))}: expected a field name other than "id", "status", "createdAt", "day", "seq", "token", "lang", "website", "note" and "updatedAt" (the form and the owner's pages use those themselves), got "status"`,
    ]);
    // The document id, the hidden bot-trap field, the daily cap's own fields and the owner's: the one list.
    expect(RESERVED_FIELD_NAMES).toEqual(['id', 'status', 'createdAt', 'day', 'seq', 'token', 'lang', 'website', 'note', 'updatedAt']);
    for (const name of RESERVED_FIELD_NAMES) {
      expect(problems(edit(TITLE, TITLE.replace('name: title', `name: ${name}`)))).toEqual([
        expect.stringContaining(`the owner's pages use those themselves), got "${name}"`),
      ]);
    }
    // Only the names themselves: a longer name that starts with one is a field like any other.
    expect(problems(edit(TITLE, TITLE.replace('name: title', 'name: notes')))).toEqual([]);
  });

  it("statuses: the owner's other statuses, none unless set, each a one-line text given once", () => {
    const loaded = (source: string) => loadedCatalogue(source).enquiries?.statuses;
    const withStatuses = (list: string) => edit('  status: Available\n', `  status: Available\n  statuses: ${list}\n`);
    expect(loaded(SPEC)).toEqual([]);
    expect(loaded(withStatuses('[Replied, Closed]'))).toEqual(['Replied', 'Closed']);
    const again = withStatuses('[Replied, Closed, Replied]');
    expect(problems(again)).toEqual([
      `enquiries.statuses[2] ${at(again, 'Replied]')}: expected a status other than enquiries.status and the ones before it ("Available", "Replied", "Closed"), got "Replied"`,
    ]);
    const available = withStatuses('[Available]');
    expect(problems(available)).toEqual([expect.stringContaining('enquiries.statuses[0]')]);
    const blank = withStatuses('[Replied, ""]');
    expect(problems(blank)).toEqual([`enquiries.statuses[1] ${at(blank, '""]')}: expected a non-empty text, got ""`]);
    expect(problems(withStatuses('["Replied\\nto"]'))).toEqual([expect.stringContaining('a text on one line')]);
  });

  it('minSeconds: 3 unless set, a whole number of seconds from 0 (no time check) to 600', () => {
    const loaded = (source: string) => loadedCatalogue(source).enquiries?.minSeconds;
    expect(loaded(SPEC)).toBe(3);
    expect(loaded(edit(MIN_SECONDS, ''))).toBe(3);
    expect(loaded(edit(MIN_SECONDS, 'minSeconds: 0\n'))).toBe(0);
    expect(loaded(edit(MIN_SECONDS, 'minSeconds: 10\n'))).toBe(10);
    const bad = edit(MIN_SECONDS, 'minSeconds: 1.5\n');
    expect(problems(bad)).toEqual([`enquiries.minSeconds ${at(bad, '1.5')}: expected a whole number from 0 to 600, got 1.5`]);
    expect(problems(edit(MIN_SECONDS, 'minSeconds: -1\n'))).toEqual([expect.stringContaining('enquiries.minSeconds')]);
  });

  it('dailyLimit: 200 unless set, a whole number from 1', () => {
    const loaded = (source: string) => loadedCatalogue(source).enquiries?.dailyLimit;
    expect(loaded(SPEC)).toBe(200);
    expect(loaded(SHOP)).toBe(200);
    expect(loaded(edit(MIN_SECONDS, `${MIN_SECONDS}  dailyLimit: 3\n`))).toBe(3);
    const zero = edit(MIN_SECONDS, `${MIN_SECONDS}  dailyLimit: 0\n`);
    expect(problems(zero)).toEqual([`enquiries.dailyLimit ${at(zero, '0', 'dailyLimit')}: expected a whole number >= 1, got 0`]);
    expect(problems(edit(MIN_SECONDS, `${MIN_SECONDS}  dailyLimit: many\n`))).toEqual([expect.stringContaining('enquiries.dailyLimit')]);
  });

  it("site.utcOffsetMinutes: the shop's time zone for the daily cap, 0 unless set, from -720 to 840 minutes", () => {
    expect(loadedCatalogue(SPEC).site.utcOffsetMinutes).toBe(330);
    expect(loadedCatalogue(SHOP).site.utcOffsetMinutes).toBe(0);
    const withOffset = (value: string) => edit('  title: Small Shop\n', `  title: Small Shop\n  utcOffsetMinutes: ${value}\n`);
    expect(loadedCatalogue(withOffset('-300')).site.utcOffsetMinutes).toBe(-300);
    const far = withOffset('841');
    expect(problems(far)).toEqual([`site.utcOffsetMinutes ${at(far, '841')}: expected a whole number <= 840, got 841`]);
    expect(problems(withOffset('-721'))).toEqual([expect.stringContaining('expected a whole number >= -720')]);
    expect(problems(withOffset('5.5'))).toEqual([expect.stringContaining('site.utcOffsetMinutes')]);
  });

  it('takes a pattern that JavaScript and RE2 read alike, and refuses one either cannot read, with its line', () => {
    const withPattern = (pattern: string) => edit(CITY, CITY.replace('maxLength: 100', `maxLength: 100, pattern: '${pattern}'`));
    expect(loadedCatalogue(withPattern('[A-Za-z ]+')).enquiries?.fields[3]?.pattern).toBe('[A-Za-z ]+');
    expect(problems(withPattern('[1-9][0-9]{5}|\\p{L}+'))).toEqual([]);
    const lookahead = withPattern('(?=.*[0-9])[a-z0-9]+');
    expect(problems(lookahead)).toEqual([
      `enquiries.fields[3].pattern ${at(lookahead, "'(?=")}: expected a pattern both the form and firestore.rules can use: firestore.rules' RE2 cannot read it, which has no lookaround such as "(?=" and no backreference such as "\\1" (error parsing regexp: invalid or unsupported Perl syntax: \`(?=\`), got "(?=.*[0-9])[a-z0-9]+"`,
    ]);
    for (const bad of ['(?!x)y', '(?<=a)b', '(?<!a)b', '(a)\\1', '(?<n>a)\\k<n>', 'a{1001}'])
      expect(problems(withPattern(bad)), bad).toEqual([expect.stringContaining("firestore.rules' RE2 cannot read it")]);
    for (const bad of ['[', 'a)|(b', '\\x{41}', '[[:alpha:]]', '(?i)abc'])
      expect(problems(withPattern(bad)), bad).toEqual([expect.stringMatching(/JavaScript cannot read it|RE2 cannot read it/)]);
    expect(problems(withPattern('[\\s]+'))).toEqual([expect.stringContaining('"\\s" means other spaces in JavaScript than in')]);
    expect(problems(withPattern(''))).toEqual([expect.stringContaining('expected a non-empty pattern')]);
  });

  it('reports a duplicate field name, naming both fields', () => {
    const bad = edit(CITY, CITY.replace('name: city', 'name: mobile'));
    expect(problems(bad)).toEqual([
      `enquiries.fields[3].name ${at(bad, 'mobile', 'label: Email')}: field name "mobile" is already used by enquiries.fields[1].name`,
    ]);
  });

  it('refuses an unknown kind and a maxLength that is not a whole number', () => {
    const bad = mutate(edit(CITY, CITY.replace('kind: text', 'kind: number')), 'maxLength: 20 }', 'maxLength: long }');
    expect(problems(bad)).toEqual([
      `enquiries.fields[1].maxLength ${at(bad, 'long }')}: expected a whole number from 1 to 10000, got "long"`,
      `enquiries.fields[3].kind ${at(bad, 'number')}: expected one of "text", "tel", "email", "textarea", got "number"`,
    ]);
  });

  it('reports unknown placeholders in the form messages', () => {
    const bad = edit(
      'tooLong: "{label} can be at most {max} characters long."',
      'tooLong: "{lable} can be at most {max} characters long."',
    );
    expect(problems(bad)).toEqual([
      `texts.enquiry.tooLong ${at(bad, '"{lable}')}: unknown placeholder {lable} (did you mean {label}?); use {label} or {max}`,
    ]);
    const hint = edit('lengthHint: "{count} of {max} characters"', 'lengthHint: "{count} of {limit} characters"');
    expect(problems(hint)).toEqual([
      `texts.enquiry.lengthHint ${at(hint, '"{count} of {limit}')}: unknown placeholder {limit}; use {count} or {max}`,
    ]);
  });

  it('is optional only together with the form: an enquiry page or tab without it is reported where it is', () => {
    const bad = minimalCatalogue({ ...FORM, enquiries: null });
    expect(problems(bad)).toEqual([
      `enquiry ${at(bad, 'id: enquiry')}: shows the enquiry form, which needs the "enquiries" block (collection, status, fields)`,
      `contact.tabs[1] ${at(bad, '{ kind: enquiry')}: shows the enquiry form, which needs the "enquiries" block (collection, status, fields)`,
    ]);
  });

  it('a shop without the form (no enquiries, no enquiry page or tab) is valid, and its rules allow no writes', () => {
    const none = mutate(minimalCatalogue({ ...FORM, enquiries: null, enquiry: null }), '    - { kind: enquiry, label: ENQUERIES }\n', '');
    expect(problems(none)).toEqual([]);
    const catalogue = catalogueFrom(none);
    expect(catalogue.enquiries).toBeUndefined();
    expect(catalogue.pages.map((p) => p.kind)).not.toContain('enquiry');
    const rules = renderRules(catalogue);
    expect(rules).not.toContain('allow create');
    expect(rules).not.toContain('isNewEnquiry');
    expect(rules.match(/allow \w+/g)).toEqual(['allow read']);
    // The same shop with the form does take enquiries: the difference is the form, not the small shop.
    expect(renderRules(catalogueFrom(SHOP))).toContain('allow create');
  });
});
