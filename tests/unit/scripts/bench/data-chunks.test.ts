// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDataModule } from '../../../../scripts/bench/data-chunks.ts';

describe('isDataModule', () => {
  it('takes the shapes Vite gives an imported .json file', () => {
    expect(isDataModule('var e=JSON.parse(`[{"id":"saree-0001"}]`);export{e as default};')).toBe(true);
    expect(isDataModule('var e=[{id:`kurti-0001`,title:`Khadi`}];export{e as default};\n')).toBe(true);
    expect(isDataModule('export default {"a":1};')).toBe(true);
  });

  it('leaves code alone, even code that starts with a literal', () => {
    expect(isDataModule('import{c as e}from"./x.js";var t=[1];export{t as default};')).toBe(false);
    expect(isDataModule('var e=class extends Error{};function t(){}export{t};')).toBe(false);
    expect(isDataModule('var e=[1];function t(){return e}export{t as default};')).toBe(false);
    expect(isDataModule('var e=[1],t=()=>e;export{e as default,t};')).toBe(false);
  });
});
