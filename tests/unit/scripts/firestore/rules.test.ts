import { describe, expect, it } from 'vitest';
import { SPEC, catalogueFrom, mutate, specCatalogue } from '../../../support/catalogue';
import { BLANK_CLASS_RE2 } from '../../../../src/domain/blank';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../../src/domain/field-formats';
import { minimalCatalogue } from '../../../support/minimal-catalogue';
import { renderRules } from '../../../../scripts/firestore/render-rules';
import { MAX_IMAGE_URL, productFields, TEXT_LIMITS } from '../../../../src/domain/product-fields';

// These read the generated text; tests/rules/ run the same rules on Google's emulator.
const catalogueList = (rules: string) =>
  /name in \[\n([^\]]*)\n\s*\]/
    .exec(rules)?.[1]
    ?.split(',\n')
    .map((s) => s.trim()) ?? [];

const quoted = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

// What a shop with owners adds for its products, after everything else.
const PRODUCT_ALLOWS = [
  'allow create: if isCatalogue(collectionId) && isOwner() && isNewProduct(collectionId, request.resource.data);',
  'allow update: if isCatalogue(collectionId) && isOwner() && isProductEdit(collectionId, request.resource.data, resource.data);',
  'allow delete: if isCatalogue(collectionId) && isOwner();',
];

describe('firestore.rules', () => {
  it("lets the public read each catalogue collection, get a receipt or today's counter, and create enquiries with their counter and receipt", () => {
    const catalogue = specCatalogue();
    const rules = renderRules(catalogue);
    expect(catalogueList(rules)).toEqual(catalogue.lists.map((l) => `'${l.collection}'`));
    expect(catalogueList(rules)).not.toContain("'Online-Enqueries'");
    expect(rules.match(/allow [\w, ]+: if .*/g)).toEqual([
      'allow read: if isCatalogue(collectionId);',
      "allow create: if collectionId == 'Online-Enqueries' && isNewEnquiry(documentId, request.resource.data);",
      "allow create: if collectionId == 'Online-Enqueries-daily' && isCount(documentId, request.resource.data, 1);",
      "allow update: if collectionId == 'Online-Enqueries-daily' && isCount(documentId, request.resource.data, resource.data.count + 1);",
      "allow create: if collectionId == 'Online-Enqueries-receipts' && isReceipt(documentId, request.resource.data);",
      "allow get: if collectionId == 'Online-Enqueries-receipts' || (collectionId == 'Online-Enqueries-daily' && documentId == string(today()));",
    ]);
    expect(rules).not.toMatch(/allow (delete|write|list)/);
  });

  it('lets the public only create enquiries with exactly the configured fields, bounded texts, the status, the server time and the cap fields', () => {
    const rules = renderRules(specCatalogue());
    const keys = "['title', 'mobile', 'emailaddress', 'city', 'enquiry', 'status', 'createdAt', 'day', 'seq', 'token']";
    expect(rules).toContain(`data.keys().hasOnly(${keys})`);
    expect(rules).toContain(`data.keys().hasAll(${keys})`);
    for (const bound of ["'title'], 100", "'mobile'], 20", "'emailaddress'], 254", "'city'], 100", "'enquiry'], 2000"]) {
      expect(rules).toContain(`requiredText(data[${bound})`);
    }
    expect(rules).not.toContain('optionalText');
    expect(rules).toContain("data.status == 'Available'");
    expect(rules).toContain('data.createdAt == request.time');
    expect(rules).toContain('&& data.day is int && data.day == today()\n');
    expect(rules).toContain('&& data.seq is int && data.seq >= 1 && data.seq <= 200\n');
    expect(rules).toContain("&& id == string(data.day) + '-' + string(data.seq)\n");
  });

  it('refuses a required text that shows nothing: Unicode White_Space and invisible fillers, not only ASCII spaces', () => {
    const rules = renderRules(specCatalogue());
    expect(rules).toContain(`    function requiredText(value, maxLength) {
      return value is string && !value.matches(${quoted(`^${BLANK_CLASS_RE2}*$`)}) && value.size() <= maxLength;
    }`);
    expect(rules).toContain('\\\\x{00A0}');
    expect(rules).toContain('\\\\x{3164}');
    expect(rules).not.toContain('trim()');
  });

  it('takes each limit from enquiries.fields[].maxLength, the number the form puts in its maxlength', () => {
    const catalogue = specCatalogue();
    const rules = renderRules(catalogue);
    for (const { name, maxLength } of catalogue.enquiries!.fields)
      expect(rules).toMatch(new RegExp(`        && requiredText\\(data\\['${name}'\\], ${maxLength}\\)( && .*)?\n`));
    const shorter = renderRules(
      catalogueFrom(mutate(SPEC, 'kind: tel, required: true, maxLength: 20 }', 'kind: tel, required: true, maxLength: 15 }')),
    );
    expect(shorter).toContain("        && requiredText(data['mobile'], 15) && data['mobile'].matches(");
  });

  it('holds e-mail and phone fields to their formats, and any field to its own pattern (an optional one may stay empty)', () => {
    const rules = renderRules(specCatalogue());
    expect(rules).toContain(`&& requiredText(data['mobile'], 20) && data['mobile'].matches(${quoted(PHONE_PATTERN)})\n`);
    expect(rules).toContain(`&& requiredText(data['emailaddress'], 254) && data['emailaddress'].matches(${quoted(EMAIL_PATTERN)})\n`);
    expect(rules).toContain("&& requiredText(data['city'], 100)\n");
    const own = renderRules(
      catalogueFrom(
        mutate(
          SPEC,
          '{ name: city, label: City, kind: text, required: true, maxLength: 100, autocomplete: address-level2 }',
          `{ name: pin, label: PIN, kind: text, maxLength: 6, pattern: "[1-9][0-9]{5}|o'k\\\\d" }`,
        ),
      ),
    );
    expect(own).toContain("&& optionalText(data['pin'], 6) && (data['pin'] == '' || data['pin'].matches('[1-9][0-9]{5}|o\\'k\\\\d'))\n");
  });

  it('counts each enquiry against its day: the shop-day number, the counter raised from seq - 1 to seq, the receipt of its token', () => {
    const rules = renderRules(specCatalogue());
    // site.utcOffsetMinutes: 330 is 19,800,000 ms; "/" of two integers is a whole number in the rules.
    expect(rules).toContain('      return (request.time.toMillis() + 19800000) / 86400000;\n');
    expect(rules).toContain("documents/$('Online-Enqueries-daily')/$(string(day));");
    expect(rules).toContain("documents/$('Online-Enqueries-receipts')/$(token);");
    expect(rules).toContain(`      return getAfter(counterPath(day)).data.count == seq
        && (seq == 1 ? !exists(counterPath(day)) : get(counterPath(day)).data.count == seq - 1);`);
    expect(rules).toContain('        && takesUnit(data.day, data.seq)\n        && getAfter(receiptPath(data.token)).data.enquiry == id;');
    expect(rules).toContain(`      return day == string(today())
        && data.keys().hasOnly(['count'])
        && data.count is int && data.count == count && data.count <= 200
        && existsAfter(enquiryPath(day + '-' + string(count)));`);
    expect(rules).toContain('        && getAfter(enquiryPath(data.enquiry)).data.token == token;');
    expect(rules).toContain("return token is string && token.matches('^[A-Za-z0-9]{20}$');");
  });

  it('follows site.utcOffsetMinutes and enquiries.dailyLimit', () => {
    const rules = renderRules(
      catalogueFrom(mutate(mutate(SPEC, 'utcOffsetMinutes: 330', 'utcOffsetMinutes: -300'), 'dailyLimit: 200', 'dailyLimit: 7')),
    );
    expect(rules).toContain('(request.time.toMillis() + -18000000) / 86400000');
    expect(rules).toContain('data.seq <= 7\n');
    expect(rules).toContain('data.count <= 7\n');
    expect(rules).not.toContain('<= 200');
  });

  it('follows enquiries.fields: an added optional field may be empty, a removed one is refused, limits as configured', () => {
    const city = '{ name: city, label: City, kind: text, required: true, maxLength: 100, autocomplete: address-level2 }';
    const rules = renderRules(catalogueFrom(mutate(SPEC, city, '{ name: company, label: Company, kind: text, maxLength: 80 }')));
    const keys = "['title', 'mobile', 'emailaddress', 'company', 'enquiry', 'status', 'createdAt', 'day', 'seq', 'token']";
    expect(rules).toContain(`data.keys().hasOnly(${keys})`);
    expect(rules).toContain("&& optionalText(data['company'], 80)\n");
    expect(rules).toContain('value is string && value.size() <= maxLength');
    expect(rules).not.toContain("'city'");
  });

  it('allows no public write at all for a shop without enquiries', () => {
    const rules = renderRules(catalogueFrom(minimalCatalogue()));
    expect(rules.match(/allow \w+/g)).toEqual(['allow read']);
    expect(rules).not.toContain('today()');
  });

  it('follows the config: a renamed collection or enquiry status changes the rules, quotes escaped', () => {
    const changed = mutate(
      mutate(SPEC, 'collection: Ladies Bag,', 'collection: Ladies Bags,'),
      'status: Available',
      "status: Nobody's yet",
    );
    const rules = renderRules(catalogueFrom(changed));
    expect(catalogueList(rules)).toContain("'Ladies Bags'");
    expect(rules).toContain("data.status == 'Nobody\\'s yet'");
    expect(rules).not.toBe(renderRules(specCatalogue()));
  });
});

describe("firestore.rules for a shop's owners", () => {
  const withOwners = (owners: string, statuses = '') =>
    catalogueFrom(
      `${statuses ? mutate(SPEC, '  status: Available\n', `  status: Available\n  statuses: ${statuses}\n`) : SPEC}\nowners: ${owners}\n`,
    );
  const allows = (rules: string) => rules.match(/allow [\w, ]+: if .*/g) ?? [];

  it('are exactly the rules of a shop before owners existed when the list is empty', () => {
    const spec = renderRules(specCatalogue());
    expect(renderRules(withOwners('[]'))).toBe(spec);
    expect(renderRules(withOwners('[]', '[Replied, Closed]'))).toBe(spec);
    expect(spec).not.toContain('isOwner');
    expect(spec).not.toContain('request.auth');
    expect(spec).not.toContain('isProduct');
    expect(spec).toContain('    // Products: anyone may read a catalogue collection; nobody may write one from a browser.\n');
  });

  it("let a signed-in owner with a verified address, compared in lowercase, do what the public cannot, and keep the public's rules as they are", () => {
    const spec = renderRules(specCatalogue());
    const rules = renderRules(withOwners('[Rina@Example.IN, "o\'neil@example.com"]', '[Replied, Closed]'));
    expect(rules).toContain(`    function isOwner() {
      return request.auth != null
        && request.auth.token.email_verified == true
        && request.auth.token.email is string
        && request.auth.token.email.lower() in [
          'rina@example.in',
          'o\\'neil@example.com'
        ];
    }`);
    // The public's allow lines, unchanged and in order, then the owners' own.
    expect(allows(rules)).toEqual([
      ...allows(spec),
      "allow read, delete: if collectionId == 'Online-Enqueries' && isOwner();",
      "allow update: if collectionId == 'Online-Enqueries' && isOwner() && isOwnerUpdate(request.resource.data, resource.data);",
      "allow read: if collectionId == 'Online-Enqueries-daily' && isOwner();",
      ...PRODUCT_ALLOWS,
    ]);
    // Besides its header and what it says of writes, the file only gains lines: every function of the public's stays word for word.
    const lines = rules.split('\n');
    const kept = spec
      .split('\n')
      .filter((line) => !line.startsWith('// GENERATED') && !line.includes("only the owner's tools") && !line.includes('// Products:'));
    expect(kept.filter((line) => !lines.includes(line))).toEqual([]);
    expect(rules.split('\n', 3)[2]).toBe(
      '// GENERATED by `npm run generate` from catalogue.config.yaml (lists[].collection, lists[].price, enquiries, site.utcOffsetMinutes, owners).',
    );
  });

  it('let an owner change only the status (to one of the list, or keep it), a note of at most 500 characters and updatedAt', () => {
    const rules = renderRules(withOwners('[rina@example.in]', '[Replied, Closed]'));
    expect(rules).toContain(`    function isOwnerUpdate(data, before) {
      return data.diff(before).affectedKeys().hasOnly(['status', 'note', 'updatedAt'])
        && (data.get('status', null) == before.get('status', null) || data.get('status', null) in ['Available', 'Replied', 'Closed'])
        && (!('note' in data) || (data.note is string && data.note.size() <= 500))
        && data.updatedAt == request.time;
    }`);
    expect(renderRules(withOwners('[rina@example.in]'))).toContain("data.get('status', null) in ['Available'])");
  });

  it('give owners only the products in a shop without enquiries: there is no enquiry for them to read', () => {
    // The config refuses owners without enquiries today (owners.test.ts); handed them anyway, the rules give
    // the owners what is theirs besides enquiries, the products, and nothing of the enquiries'.
    const rules = renderRules({ ...catalogueFrom(minimalCatalogue()), owners: ['rina@example.in'] });
    expect(allows(rules)).toEqual(['allow read: if isCatalogue(collectionId);', ...PRODUCT_ALLOWS]);
    expect(rules).toContain('function isOwner()');
    expect(rules).not.toContain('today()');
    // The shop's one list shows no prices: one list of fields, without price.
    expect(rules).toContain(`    function productFields(name) {
      return ['title', 'des', 'img', 'hidden', 'createdAt'];
    }`);
  });
});

describe("firestore.rules for the owners' products", () => {
  const rules = renderRules(catalogueFrom(`${SPEC}\nowners: [rina@example.in]\n`));

  it('let owners write the product fields of src/domain/product-fields.ts, price only in the collections whose lists show prices', () => {
    const priced = specCatalogue()
      .lists.filter((l) => l.price)
      .map((l) => quoted(l.collection));
    expect(priced).toEqual(["'Ladies Bag'"]);
    expect(rules).toContain(`    function productFields(name) {
      return name in [${priced.join(', ')}]
        ? [${productFields(true, []).map(quoted).join(', ')}]
        : [${productFields(false, []).map(quoted).join(', ')}];
    }`);
    expect(rules).toContain('      return data.keys().hasOnly(productFields(name))\n');
  });

  it("check each field's type and limits: texts within TEXT_LIMITS, an https:// picture, a price of 0 or more, hidden true or false", () => {
    expect(rules).toContain(`        && data.title is string && data.title.size() <= ${TEXT_LIMITS.title}\n`);
    expect(rules).toContain(`        && data.get('des', '') is string && data.get('des', '').size() <= ${TEXT_LIMITS.des}\n`);
    expect(rules).toContain(
      `        && (!('img' in data) || (data.img is string && data.img.size() <= ${MAX_IMAGE_URL} && data.img.matches('https://.+')))\n`,
    );
    expect(rules).toContain("        && (!('price' in data) || (data.price is number && data.price >= 0))\n");
    expect(rules).toContain("        && data.get('hidden', false) is bool;\n");
  });

  it("stamp a new product with the request's time, and keep it (or its absence) on an edit", () => {
    expect(rules).toContain('      return isProduct(name, data) && data.createdAt == request.time;\n');
    expect(rules).toContain("      return isProduct(name, data) && data.get('createdAt', null) == before.get('createdAt', null);\n");
  });

  it('follow lists[].price: a shop whose every list shows prices has one list of fields, price included', () => {
    const all = renderRules(catalogueFrom(`${SPEC.replaceAll('price: false', 'price: true')}\nowners: [rina@example.in]\n`));
    expect(all).toContain(`    function productFields(name) {
      return [${productFields(true, []).map(quoted).join(', ')}];
    }`);
  });
});
