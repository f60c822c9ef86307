import { describe, expect, it, vi } from 'vitest';
import { createDemoSource, ENQUIRIES_KEY } from '../../../src/data/demo/demo-source';
import { ENQUIRY_ID_PATTERN, newEnquiryId } from '../../../src/data/enquiry-id';
import type { EnquiryDocument } from '../../../src/data/source';

const source = createDemoSource({});
const enquiry = (id: string, title = 'Asha'): EnquiryDocument => ({ id, fields: { title, enquiry: 'Silk?' }, status: 'Available' });
const stored = () => JSON.parse(localStorage.getItem(ENQUIRIES_KEY)!) as Record<string, unknown>[];

describe('demo enquiries in localStorage', () => {
  it('stores each enquiry under its id: the same id again replaces it, another id adds one', async () => {
    await source.addEnquiry('Online-Enqueries', enquiry('aaaaaaaaaaaaaaaaaaaa'));
    await source.addEnquiry('Online-Enqueries', enquiry('bbbbbbbbbbbbbbbbbbbb', 'Rina'));
    await source.addEnquiry('Online-Enqueries', enquiry('aaaaaaaaaaaaaaaaaaaa'));
    expect(stored().map((e) => [e.id, e.title])).toEqual([
      ['aaaaaaaaaaaaaaaaaaaa', 'Asha'],
      ['bbbbbbbbbbbbbbbbbbbb', 'Rina'],
    ]);
    expect(stored()[0]).toEqual({
      id: 'aaaaaaaaaaaaaaaaaaaa',
      title: 'Asha',
      enquiry: 'Silk?',
      status: 'Available',
      createdAt: expect.any(String),
    });
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON that is not a list', '{"title":"Asha"}'],
    ['JSON null', 'null'],
    ['a bare string', '"hello"'],
  ])('recovers from %s under the key: a new list, and the submit succeeds', async (_what, junk) => {
    localStorage.setItem(ENQUIRIES_KEY, junk);
    await expect(source.addEnquiry('Online-Enqueries', enquiry('cccccccccccccccccccc'))).resolves.toBeUndefined();
    expect(stored().map((e) => e.id)).toEqual(['cccccccccccccccccccc']);
  });

  it('keeps the good entries of a list holding junk (numbers, strings, null, lists), old entries without an id included', async () => {
    localStorage.setItem(
      ENQUIRIES_KEY,
      JSON.stringify([1, 'x', null, [], { title: 'Kept from before' }, { id: 'dddddddddddddddddddd', title: 'Kept too' }]),
    );
    await source.addEnquiry('Online-Enqueries', enquiry('eeeeeeeeeeeeeeeeeeee'));
    expect(stored().map((e) => e.title)).toEqual(['Kept from before', 'Kept too', 'Asha']);
  });
});

describe('enquiry document ids', () => {
  it('are 20 letters and digits, as the rules demand, and differ every time', () => {
    const ids = Array.from({ length: 2000 }, newEnquiryId);
    for (const id of ids) expect(id).toMatch(new RegExp(ENQUIRY_ID_PATTERN));
    expect(new Set(ids).size).toBe(ids.length);
    // Every character of the alphabet turns up: nothing is cut off or skewed away.
    expect(new Set(ids.join('')).size).toBe(62);
  });

  it('come from the cryptographic random source', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    const math = vi.spyOn(Math, 'random');
    newEnquiryId();
    expect(random).toHaveBeenCalled();
    expect(math).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
