import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeSectionSchema, sections, sectionTypes } from '../../../../../src/kinds/home/sections/index.ts';
import { sectionComponentTypes } from '../../../../../src/kinds/home/sections/registry';

const DIR = join(import.meta.dirname, '../../../../../src/kinds/home/sections');
const folders = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// A home section type is one folder, sections/<type>/ (section.ts and Section.tsx), and its line in sections/index.ts.
describe('home section types: one folder each, named by type', () => {
  it('the union and the list of section modules name the same types in the same order', () => {
    expect(homeSectionSchema.options.length).toBe(sections.length);
    homeSectionSchema.options.forEach((schema, i) => expect(schema).toBe(sections[i]!.schema));
  });

  it('every listed type has its component, sections/<type>/Section.tsx', () => {
    expect([...sectionComponentTypes].sort()).toEqual([...sectionTypes].sort());
  });

  it('every folder under sections/ is a listed type', () => {
    expect(folders.sort()).toEqual([...sectionTypes].sort());
  });
});
