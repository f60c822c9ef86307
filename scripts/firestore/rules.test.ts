import { describe, expect, it } from 'vitest';
import { SPEC, catalogueFrom, mutate, specCatalogue } from '../../tests/support/catalogue';
import { renderRules } from './render-rules';

const catalogueList = (rules: string) =>
  /name in \[\n([^\]]*)\n\s*\]/
    .exec(rules)?.[1]
    ?.split(',\n')
    .map((s) => s.trim()) ?? [];

describe('firestore.rules', () => {
  it('lets the public read each catalogue collection, and nothing else', () => {
    const catalogue = specCatalogue();
    const rules = renderRules(catalogue);
    expect(catalogueList(rules)).toEqual(catalogue.lists.map((l) => `'${l.collection}'`));
    expect(catalogueList(rules)).not.toContain("'Online-Enqueries'");
    expect(rules.match(/allow \w+/g)).toEqual(['allow read', 'allow create', 'allow update']);
    expect(rules).toContain('allow read: if isCatalogue(collectionId);');
  });

  it('lets the public only create enquiries with exactly the configured fields, bounded texts, the status and the server time', () => {
    const rules = renderRules(specCatalogue());
    expect(rules).toContain(
      "allow create: if collectionId == 'Online-Enqueries' && isEnquiryId(documentId) && isNewEnquiry(request.resource.data);",
    );
    const keys = "['title', 'mobile', 'emailaddress', 'city', 'enquiry', 'status', 'createdAt']";
    expect(rules).toContain(`data.keys().hasOnly(${keys})`);
    expect(rules).toContain(`data.keys().hasAll(${keys})`);
    for (const bound of ["'title'], 100", "'mobile'], 20", "'emailaddress'], 254", "'city'], 100", "'enquiry'], 2000"]) {
      expect(rules).toContain(`requiredText(data[${bound})`);
    }
    expect(rules).toContain('value is string && value.trim().size() > 0 && value.size() <= maxLength');
    expect(rules).not.toContain('optionalText');
    expect(rules).toContain("data.status == 'Available'");
    expect(rules).toContain('data.createdAt == request.time');
  });

  it('refuses a required text of spaces alone, as the form does (trim before the size check)', () => {
    const rules = renderRules(specCatalogue());
    expect(rules).toContain(`    function requiredText(value, maxLength) {
      return value is string && value.trim().size() > 0 && value.size() <= maxLength;
    }`);
  });

  it('takes each limit from enquiries.fields[].maxLength, the number the form puts in its maxlength', () => {
    const catalogue = specCatalogue();
    const rules = renderRules(catalogue);
    for (const { name, maxLength } of catalogue.enquiries!.fields)
      expect(rules).toContain(`        && requiredText(data['${name}'], ${maxLength})\n`);
    const shorter = renderRules(
      catalogueFrom(mutate(SPEC, 'kind: tel, required: true, maxLength: 20 }', 'kind: tel, required: true, maxLength: 15 }')),
    );
    expect(shorter).toContain("        && requiredText(data['mobile'], 15)\n");
  });

  it('accepts only Firestore-style enquiry ids: 20 letters and digits, as the form chooses them', () => {
    const rules = renderRules(specCatalogue());
    expect(rules).toContain(`    function isEnquiryId(id) {
      return id.matches('^[A-Za-z0-9]{20}$');
    }`);
    expect(rules.match(/isEnquiryId\(documentId\)/g)).toHaveLength(2);
  });

  it('lets a retry rewrite an enquiry only unchanged but for its new server time; nobody may read one', () => {
    const rules = renderRules(specCatalogue());
    expect(rules).toContain(`    function isSameEnquiry(data, stored) {
      return isNewEnquiry(data) && data.diff(stored).affectedKeys().hasOnly(['createdAt']);
    }`);
    expect(rules).toContain(
      "      allow update: if collectionId == 'Online-Enqueries' && isEnquiryId(documentId) && isSameEnquiry(request.resource.data, resource.data);\n    }",
    );
    expect(rules).not.toMatch(/allow (delete|write|get|list)/);
    expect(rules).toContain('allow read: if isCatalogue(collectionId);\n');
  });

  it('follows enquiries.fields: an added optional field may be empty, a removed one is refused, limits as configured', () => {
    const city = '{ name: city, label: City, kind: text, required: true, maxLength: 100, autocomplete: address-level2 }';
    const rules = renderRules(catalogueFrom(mutate(SPEC, city, '{ name: company, label: Company, kind: text, maxLength: 80 }')));
    const keys = "['title', 'mobile', 'emailaddress', 'company', 'enquiry', 'status', 'createdAt']";
    expect(rules).toContain(`data.keys().hasOnly(${keys})`);
    expect(rules).toContain("optionalText(data['company'], 80)");
    expect(rules).toContain('value is string && value.size() <= maxLength');
    expect(rules).not.toContain("'city'");
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
