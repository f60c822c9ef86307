import { describe, expect, it, vi } from 'vitest';
import { COUNTERS_KEY, createDemoSource, ENQUIRIES_KEY, RECEIPTS_KEY } from '../../../../src/data/demo/demo-source';
import { EnquiryBoxFull } from '../../../../src/data/enquiry-box';
import { SUBMISSION_TOKEN_PATTERN, newSubmissionToken } from '../../../../src/data/enquiry-id';
import type { EnquiryBox, EnquirySubmission } from '../../../../src/data/source';
import { fixDate } from '../../../support/fixed-date';

const source = createDemoSource({});
const submission = (token: string, title = 'Asha'): EnquirySubmission => ({
  token,
  fields: { title, enquiry: 'Silk?' },
  status: 'Available',
});
const stored = () => JSON.parse(localStorage.getItem(ENQUIRIES_KEY)!) as Record<string, unknown>[];
const json = (key: string) => JSON.parse(localStorage.getItem(key)!) as unknown;
const token = (n: number) => `token${String(n).padStart(15, '0')}`;

// 2025-07-10 10:00 UTC: day 20279 in UTC; at +330 (India) it is 15:30, the same day.
const NOW = new Date('2025-07-10T10:00:00Z');
const BOX: EnquiryBox = { dailyLimit: 200, utcOffsetMinutes: 0 };
const add = (s: EnquirySubmission, box: EnquiryBox = BOX) => source.addEnquiry('Online-Enqueries', s, box);

fixDate(NOW);

describe('demo enquiries in localStorage', () => {
  it("stores each submission as its day's next enquiry <day>-<seq>, with its counter and receipt", async () => {
    await add(submission('aaaaaaaaaaaaaaaaaaaa'));
    await add(submission('bbbbbbbbbbbbbbbbbbbb', 'Rina'));
    expect(stored().map((e) => [e.id, e.title])).toEqual([
      ['20279-1', 'Asha'],
      ['20279-2', 'Rina'],
    ]);
    expect(stored()[0]).toEqual({
      id: '20279-1',
      title: 'Asha',
      enquiry: 'Silk?',
      status: 'Available',
      day: 20279,
      seq: 1,
      token: 'aaaaaaaaaaaaaaaaaaaa',
      createdAt: NOW.toISOString(),
    });
    expect(json(COUNTERS_KEY)).toEqual({ 20279: 2 });
    expect(json(RECEIPTS_KEY)).toEqual({ aaaaaaaaaaaaaaaaaaaa: '20279-1', bbbbbbbbbbbbbbbbbbbb: '20279-2' });
  });

  it('a retry of a stored submission (the same token) succeeds and stores nothing twice', async () => {
    await add(submission('aaaaaaaaaaaaaaaaaaaa'));
    await expect(add(submission('aaaaaaaaaaaaaaaaaaaa'))).resolves.toBeUndefined();
    expect(stored().map((e) => e.id)).toEqual(['20279-1']);
    expect(json(COUNTERS_KEY)).toEqual({ 20279: 1 });
  });

  it('the cap-th enquiry of a day is stored; the next is refused with EnquiryBoxFull, storing nothing', async () => {
    const box = { dailyLimit: 3, utcOffsetMinutes: 0 };
    for (const n of [1, 2, 3]) await add(submission(token(n)), box);
    const refused = add(submission(token(4)), box);
    await expect(refused).rejects.toBeInstanceOf(EnquiryBoxFull);
    await expect(refused).rejects.toMatchObject({ day: 20279, dailyLimit: 3 });
    expect(stored().map((e) => e.id)).toEqual(['20279-1', '20279-2', '20279-3']);
    expect(json(COUNTERS_KEY)).toEqual({ 20279: 3 });
    expect(Object.keys(json(RECEIPTS_KEY) as object)).toHaveLength(3);
    // A retry of a stored one still succeeds on a full day: it is already in.
    await expect(add(submission(token(3)), box)).resolves.toBeUndefined();
  });

  it("another day has its own counter: a full day does not refuse the next one, and the shop's offset decides the day", async () => {
    const box = { dailyLimit: 1, utcOffsetMinutes: 0 };
    await add(submission(token(1)), box);
    await expect(add(submission(token(2)), box)).rejects.toBeInstanceOf(EnquiryBoxFull);
    // 20:00 UTC is 01:30 the next day in India (+330): a new day there, still the full one in UTC.
    vi.setSystemTime(new Date('2025-07-10T20:00:00Z'));
    await expect(add(submission(token(2)), box)).rejects.toBeInstanceOf(EnquiryBoxFull);
    await add(submission(token(2)), { dailyLimit: 1, utcOffsetMinutes: 330 });
    expect(stored().map((e) => e.id)).toEqual(['20279-1', '20280-1']);
    expect(json(COUNTERS_KEY)).toEqual({ 20279: 1, 20280: 1 });
  });

  it('a refused write (storage full) changes nothing: no counter, no receipt, and the retry is stored', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(add(submission('aaaaaaaaaaaaaaaaaaaa'))).rejects.toThrow('The quota has been exceeded.');
    expect(localStorage.getItem(COUNTERS_KEY)).toBeNull();
    expect(localStorage.getItem(RECEIPTS_KEY)).toBeNull();
    setItem.mockRestore();
    await add(submission('aaaaaaaaaaaaaaaaaaaa'));
    expect(stored().map((e) => e.id)).toEqual(['20279-1']);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['JSON that is not a list', '{"title":"Asha"}'],
    ['JSON null', 'null'],
    ['a bare string', '"hello"'],
  ])('recovers from %s under each key: a new list or map, and the submit succeeds', async (_what, junk) => {
    for (const key of [ENQUIRIES_KEY, COUNTERS_KEY, RECEIPTS_KEY]) localStorage.setItem(key, junk);
    await expect(add(submission('cccccccccccccccccccc'))).resolves.toBeUndefined();
    expect(stored().map((e) => e.id)).toEqual(['20279-1']);
  });

  it('keeps the good entries of a list holding junk (numbers, strings, null, lists), old entries without a day included', async () => {
    localStorage.setItem(
      ENQUIRIES_KEY,
      JSON.stringify([1, 'x', null, [], { title: 'Kept from before' }, { id: 'dddddddddddddddddddd', title: 'Kept too' }]),
    );
    await add(submission('eeeeeeeeeeeeeeeeeeee'));
    expect(stored().map((e) => e.title)).toEqual(['Kept from before', 'Kept too', 'Asha']);
  });
});

describe('submission tokens', () => {
  it('are 20 letters and digits, as the rules demand, and differ every time', () => {
    const tokens = Array.from({ length: 2000 }, newSubmissionToken);
    for (const t of tokens) expect(t).toMatch(new RegExp(SUBMISSION_TOKEN_PATTERN));
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every character of the alphabet turns up: nothing is cut off or skewed away.
    expect(new Set(tokens.join('')).size).toBe(62);
  });

  it('come from the cryptographic random source', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    const math = vi.spyOn(Math, 'random');
    newSubmissionToken();
    expect(random).toHaveBeenCalled();
    expect(math).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
