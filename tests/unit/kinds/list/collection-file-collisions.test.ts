import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../../src/build-time/load';
import { catalogueFrom, mutate, positionOf, problems, SPEC } from '../../../support/catalogue';

// Positions by list id, so the expectations follow the fixture rather than a hard-coded index.
const lists = catalogueFrom(SPEC).lists;
const indexOf = (id: string) => lists.findIndex((l) => l.id === id);
const bag = indexOf('ladies-bag');
const trolley = indexOf('trolley-bag');
const school = indexOf('school-bag');

/** The spec with the trolley-bag list's collection renamed (the spec lists it after ladies-bag). */
const renamedTrolley = (name: string) => mutate(SPEC, 'collection: Trolley Bag,', `collection: ${name},`);
const at = (yaml: string, name: string) => {
  const { line, col } = positionOf(yaml, `collection: ${name},`, 'id: trolley-bag');
  return `(line ${line}, col ${col + 'collection: '.length})`;
};

describe('two collections whose names give the same demo file', () => {
  it.each(['Ladies Bag.', 'Ladies_Bag', 'ladies bag', 'Ladies-Bag'])(
    '"%s" and "Ladies Bag" are a located error naming the other list',
    (name) => {
      const yaml = renamedTrolley(name);
      expect(problems(yaml)).toEqual([
        `lists[${trolley}].collection ${at(yaml, name)}: collection "${name}" would share the demo file ladies-bag.json with "Ladies Bag" of list "ladies-bag" (lists[${bag}].collection); rename one of them`,
      ]);
    },
  );

  it('has a stable code', () => {
    const result = loadCatalogue(renamedTrolley('Ladies Bag.'));
    expect(result.ok ? [] : result.issues.map((i) => [i.code, i.path])).toEqual([['duplicate-file', ['lists', trolley, 'collection']]]);
  });

  it('reports every later list against the first one', () => {
    const yaml = mutate(renamedTrolley('Ladies Bag.'), 'collection: School Bag,', 'collection: LADIES.BAG,');
    const where = (i: number, name: string) => {
      const { line, col } = positionOf(yaml, name);
      return `lists[${i}].collection (line ${line}, col ${col})`;
    };
    expect(problems(yaml).map((p) => p.split(':')[0])).toEqual([where(trolley, 'Ladies Bag.'), where(school, 'LADIES.BAG')]);
  });

  it('lets two lists show the same collection: they share its file on purpose', () => {
    expect(problems(renamedTrolley('Ladies Bag'))).toEqual([]);
  });

  it('accepts names that differ in their file names', () => {
    expect(problems(renamedTrolley('Ladies Bags'))).toEqual([]);
    expect(problems(SPEC)).toEqual([]);
  });

  it('refuses a collection whose name gives no file name at all', () => {
    const yaml = renamedTrolley('_-_');
    expect(problems(yaml)).toEqual([
      `lists[${trolley}].collection ${at(yaml, '_-_')}: collection "_-_" gives no demo file name: use at least one letter or digit`,
    ]);
  });
});
