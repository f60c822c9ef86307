import { describe, expect, it } from 'vitest';
import { SPEC, loadedCatalogue, positionOf, problems } from '../../../support/catalogue';
import { ENQUIRIES, minimalCatalogue } from '../../../support/minimal-catalogue';

const at = (source: string, needle: string) => {
  const { line, col } = positionOf(source, needle);
  return `(line ${line}, col ${col})`;
};

// A small shop taking enquiries, with the owners written as a block list, one address a line.
const withOwners = (...lines: string[]) =>
  minimalCatalogue({ enquiries: ENQUIRIES, owners: `\n${lines.map((l) => `  - ${l}`).join('\n')}` });
const EXPECTED = 'expected an e-mail address such as "owner@example.com" (ASCII letters, digits and the usual signs, one "@")';

describe('owners in catalogue.config.yaml', () => {
  it('is none unless set (the specification has none)', () => {
    expect(loadedCatalogue(SPEC).owners).toEqual([]);
    expect(loadedCatalogue(minimalCatalogue()).owners).toEqual([]);
    expect(loadedCatalogue(minimalCatalogue({ owners: ' []' })).owners).toEqual([]);
  });

  it('keeps each address lowercase and without blanks around it, as the rules compare it', () => {
    const yaml = withOwners('Rina.Das@Example.IN', '"  shop+enquiries@mail.example.co.in "', "o'neil@example.com");
    expect(problems(yaml)).toEqual([]);
    expect(loadedCatalogue(yaml).owners).toEqual(['rina.das@example.in', 'shop+enquiries@mail.example.co.in', "o'neil@example.com"]);
  });

  it('refuses what is not an address, each at its line', () => {
    const yaml = withOwners('rina@example.in', 'rina', 'rina@localhost', '"rina das@example.in"', 'রমা@উদাহরণ.ভারত', '"a\\"b@example.in"');
    expect(problems(yaml)).toEqual([
      `owners[1] ${at(yaml, 'rina\n')}: ${EXPECTED}, got "rina"`,
      `owners[2] ${at(yaml, 'rina@localhost')}: ${EXPECTED}, got "rina@localhost"`,
      `owners[3] ${at(yaml, '"rina das')}: ${EXPECTED}, got "rina das@example.in"`,
      `owners[4] ${at(yaml, 'রমা')}: ${EXPECTED}, got "রমা@উদাহরণ.ভারত"`,
      `owners[5] ${at(yaml, '"a\\"b')}: ${EXPECTED}, got "a\\"b@example.in"`,
    ]);
    const one = minimalCatalogue({ enquiries: ENQUIRIES, owners: ' rina@example.in' });
    expect(problems(one)).toEqual([`owners ${at(one, 'rina@example.in')}: expected a list, got "rina@example.in"`]);
    const long = withOwners(`${'a'.repeat(250)}@example.in`);
    expect(problems(long)).toEqual([expect.stringContaining('owners[0] (line')]);
  });

  it('refuses an address listed twice, whatever its case, at the second', () => {
    const yaml = withOwners('rina@example.in', 'asha@example.in', 'Rina@Example.in');
    expect(problems(yaml)).toEqual([
      `owners[2] ${at(yaml, 'Rina@Example.in')}: expected an address not listed already (owners[0] is "rina@example.in"), got "Rina@Example.in"`,
    ]);
  });

  it('needs an enquiry box to answer: owners without the enquiries block are reported at the line of owners', () => {
    const message =
      'owners read and answer enquiries, and this shop takes none: add the "enquiries" block (collection, status, fields), or leave owners out';
    const block = minimalCatalogue({ owners: '\n  - rina@example.in' });
    expect(problems(block)).toEqual([`owners ${at(block, 'owners:')}: ${message}`]);
    const flow = minimalCatalogue({ owners: ' [rina@example.in]' });
    expect(problems(flow)).toEqual([`owners ${at(flow, 'owners:')}: ${message}`]);
    // No owners, no enquiries: a shop that takes none is fine, as before.
    expect(problems(minimalCatalogue({ owners: ' []' }))).toEqual([]);
    expect(problems(minimalCatalogue({ enquiries: ENQUIRIES, owners: '\n  - rina@example.in' }))).toEqual([]);
  });
});
