import { describe, expect, it, vi } from 'vitest';
import { COUNTERS_KEY, createDemoSource, ENQUIRIES_KEY } from '../../../../src/data/demo/demo-source';
import { createDemoInbox } from '../../../../src/data/owner/demo-inbox';
import { OwnerFailure } from '../../../../src/data/owner/failure';
import { NOTE_MAX_LENGTH } from '../../../../src/domain/enquiry-keys';
import type { InboxFilter, OwnerInbox } from '../../../../src/data/owner/owner-inbox';
import { fixDate } from '../../../support/fixed-date';

const TARGET = { collection: 'Online-Enqueries', dailyLimit: 200, utcOffsetMinutes: 330 };
// 2025-07-10 10:00 UTC: 15:30 in India, day 20279.
const NOW = new Date('2025-07-10T10:00:00Z');
const source = createDemoSource({});
const token = (n: number) => `token${String(n).padStart(15, '0')}`;

/** Sends `n` enquiries through the demo form's own store, a minute apart: Visitor 1 is the oldest. */
async function send(n: number, status = 'Available') {
  for (let i = 1; i <= n; i++) {
    vi.setSystemTime(new Date(NOW.getTime() + i * 60_000));
    await source.addEnquiry(
      'Online-Enqueries',
      { token: token(i), fields: { title: `Visitor ${i}`, mobile: `98000000${i}` }, status },
      TARGET,
    );
  }
}

const stored = () => JSON.parse(localStorage.getItem(ENQUIRIES_KEY)!) as Record<string, unknown>[];
const titles = async (inbox: OwnerInbox, filter: InboxFilter = 'all') => {
  const out: string[] = [];
  let page = await inbox.page(filter);
  out.push(...page.enquiries.map((e) => e.fields.title!));
  while (page.next) {
    page = await inbox.page(filter, page.next);
    out.push(...page.enquiries.map((e) => e.fields.title!));
  }
  return out;
};

fixDate(NOW);

describe("the demo inbox: this browser's demo enquiries, read and changed as Firestore's are", () => {
  it('lists what the demo form stored, newest first, as the owner sees them', async () => {
    await send(2);
    const { enquiries, next } = await createDemoInbox(TARGET).page('all');
    expect(next).toBeNull();
    expect(enquiries).toEqual([
      {
        id: '20279-2',
        fields: { title: 'Visitor 2', mobile: '980000002' },
        status: 'Available',
        createdAt: new Date('2025-07-10T10:02:00Z'),
        note: '',
        updatedAt: null,
      },
      expect.objectContaining({ id: '20279-1' }),
    ]);
  });

  it('pages 25 at a time with a cursor, never repeating or skipping one', async () => {
    await send(60);
    const inbox = createDemoInbox(TARGET);
    const first = await inbox.page('all');
    expect(first.enquiries).toHaveLength(25);
    expect(first.enquiries[0]!.fields.title).toBe('Visitor 60');
    expect(await titles(inbox)).toEqual(Array.from({ length: 60 }, (_, i) => `Visitor ${60 - i}`));
  });

  it('lists enquiries without a creation time (stored before it existed) after the others, by id', async () => {
    await send(2);
    localStorage.setItem(
      ENQUIRIES_KEY,
      JSON.stringify([
        ...stored(),
        { id: 'b-old', title: 'Old B', status: 'Available' },
        { id: 'a-old', title: 'Old A', status: 'Available' },
      ]),
    );
    const inbox = createDemoInbox(TARGET, 1);
    expect(await titles(inbox)).toEqual(['Visitor 2', 'Visitor 1', 'Old A', 'Old B']);
  });

  it('filters by status and counts by status', async () => {
    await send(3);
    const inbox = createDemoInbox(TARGET);
    expect(await inbox.setStatus('20279-2', 'Replied')).toBeNull();
    expect(await titles(inbox, { status: 'Replied' })).toEqual(['Visitor 2']);
    expect(await titles(inbox, { status: 'Available' })).toEqual(['Visitor 3', 'Visitor 1']);
    expect([await inbox.count('all'), await inbox.count({ status: 'Available' }), await inbox.count({ status: 'Closed' })]).toEqual([
      3, 2, 0,
    ]);
  });

  it("reads today's box from the daily cap's counter", async () => {
    await send(3);
    expect(await createDemoInbox(TARGET).today()).toEqual({ day: 20279, count: 3, dailyLimit: 200 });
    localStorage.removeItem(COUNTERS_KEY);
    expect(await createDemoInbox(TARGET).today()).toEqual({ day: 20279, count: 0, dailyLimit: 200 });
  });

  it('keeps a status, a note and a deletion in this browser: a new inbox (a reload) reads them back', async () => {
    await send(2);
    const inbox = createDemoInbox(TARGET);
    vi.setSystemTime(new Date('2025-07-10T11:00:00Z'));
    expect(await inbox.setStatus('20279-1', 'Replied')).toBeNull();
    expect(await inbox.setNote('20279-1', 'Called, wants red')).toBeNull();
    expect(await inbox.remove('20279-2')).toBeNull();
    const [again] = (await createDemoInbox(TARGET).page('all')).enquiries;
    expect(again).toMatchObject({
      id: '20279-1',
      status: 'Replied',
      note: 'Called, wants red',
      updatedAt: new Date('2025-07-10T11:00:00Z'),
    });
    expect(stored().map((e) => e.id)).toEqual(['20279-1']);
    // The visitor's own fields are as sent.
    expect(again!.fields).toEqual({ title: 'Visitor 1', mobile: '980000001' });
  });

  it(`refuses a note over ${NOTE_MAX_LENGTH} characters without saving it`, async () => {
    await send(1);
    const inbox = createDemoInbox(TARGET);
    expect(await inbox.setNote('20279-1', 'x'.repeat(NOTE_MAX_LENGTH))).toBeNull();
    const failure = await inbox.setNote('20279-1', 'y'.repeat(NOTE_MAX_LENGTH + 1));
    expect(failure).toBeInstanceOf(OwnerFailure);
    expect(failure?.kind).toBe('refused');
    expect(stored()[0]!.note).toBe('x'.repeat(NOTE_MAX_LENGTH));
  });

  it('an enquiry deleted meanwhile is `gone`; a save the browser refuses is `failed` with its words, and nothing changes', async () => {
    await send(1);
    const inbox = createDemoInbox(TARGET);
    expect((await inbox.setStatus('nope', 'Replied'))?.kind).toBe('gone');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const failure = await inbox.setNote('20279-1', 'kept by the page');
    setItem.mockRestore();
    expect(failure).toMatchObject({ kind: 'failed', message: 'The quota has been exceeded.' });
    expect(stored()[0]!.note).toBeUndefined();
  });

  it('survives junk in the store: an empty inbox, not a crash', async () => {
    localStorage.setItem(ENQUIRIES_KEY, '{not json');
    expect(await createDemoInbox(TARGET).page('all')).toEqual({ enquiries: [], next: null });
    localStorage.setItem(ENQUIRIES_KEY, JSON.stringify([null, 'x', { id: 'ok', title: 'Fine', status: 'Available' }]));
    expect((await createDemoInbox(TARGET).page('all')).enquiries.map((e) => e.id)).toEqual(['ok']);
  });
});
