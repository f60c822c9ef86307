import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { counterCollection, enquiryDay, receiptCollection } from '../../src/domain/enquiry-day';
import { emulatorRest } from './support/rest';
import { sender, testShop } from './support/shop';
import { GOOD_FIELDS, submission } from './support/submission';
import { FORMAT_BLANKS, codePointName } from '../support/format-blanks';

// firestore.rules of the spec's shop on Google's emulator, sent to as an unauthenticated visitor over REST.
const ALLOWED = 200;
const DENIED = 403;

describe.skipIf(!inject('rulesEmulator'))('firestore.rules on the Cloud Firestore emulator: reads and enquiries', () => {
  const rest = emulatorRest();
  const shop = testShop();
  const send = sender(rest, shop);
  const { collection, day } = shop;
  const stored = () => rest.read(collection, `${day}-1`);

  beforeAll(() => rest.setRules(shop.rules));
  beforeEach(() => rest.clear());

  it('stores a well-formed enquiry with its unit of the day and its receipt', async () => {
    expect(await send({ token: 'AbCdEfGhIjKlMnOpQr12' })).toBe(ALLOWED);
    expect(await stored()).toMatchObject({
      ...GOOD_FIELDS,
      status: 'Available',
      day: String(day),
      seq: '1',
      token: 'AbCdEfGhIjKlMnOpQr12',
    });
    expect(await rest.read(counterCollection(collection), String(day))).toEqual({ count: '1' });
    expect(await rest.read(receiptCollection(collection), 'AbCdEfGhIjKlMnOpQr12')).toEqual({ enquiry: `${day}-1` });
  });

  it('lets anyone read the catalogue collections and one day counter at a time, and read no enquiry or other collection', async () => {
    await rest.seed(
      { collection: 'Saree', id: 'p1', fields: { name: 'Baluchari' } },
      { collection: 'Kids Tshirt', id: 'p2', fields: { name: 'Tee' } },
      { collection: 'secrets', id: 's1', fields: { key: 'x' } },
    );
    expect(await send()).toBe(ALLOWED);
    for (const [name, id] of [
      ['Saree', 'p1'],
      ['Kids Tshirt', 'p2'],
    ]) {
      expect((await rest.get(name!, id!)).status).toBe(ALLOWED);
      expect((await rest.list(name!)).status).toBe(ALLOWED);
    }
    expect((await rest.get(collection, `${day}-1`)).status).toBe(DENIED);
    expect((await rest.list(collection)).status).toBe(DENIED);
    // The form's transaction reads the day's count to take the next unit.
    expect((await rest.get(counterCollection(collection), String(day))).status).toBe(ALLOWED);
    expect((await rest.list(counterCollection(collection))).status).toBe(DENIED);
    expect((await rest.list(receiptCollection(collection))).status).toBe(DENIED);
    expect((await rest.get('secrets', 's1')).status).toBe(DENIED);
    expect((await rest.list('secrets')).status).toBe(DENIED);
  });

  it("lets anyone read today's counter only: yesterday's and tomorrow's would tell the shop's volume day by day", async () => {
    const counters = counterCollection(collection);
    await rest.seed(...[day - 1, day, day + 1].map((d) => ({ collection: counters, id: String(d), fields: { count: 5 } })));
    expect((await rest.get(counters, String(day))).status).toBe(ALLOWED);
    expect((await rest.get(counters, String(day - 1))).status).toBe(DENIED);
    expect((await rest.get(counters, String(day + 1))).status).toBe(DENIED);
    expect((await rest.get(counters, 'not-a-day')).status).toBe(DENIED);
  });

  it('refuses every change to a stored enquiry, receipt or product', async () => {
    await rest.seed({ collection: 'Saree', id: 'p1', fields: { name: 'Baluchari' } });
    expect(await send({ token: 'AbCdEfGhIjKlMnOpQr12' })).toBe(ALLOWED);
    const receipts = receiptCollection(collection);
    expect((await rest.patch(collection, `${day}-1`, { ...GOOD_FIELDS, title: 'Changed' })).status).toBe(DENIED);
    expect((await rest.remove(collection, `${day}-1`)).status).toBe(DENIED);
    expect((await rest.patch(receipts, 'AbCdEfGhIjKlMnOpQr12', { enquiry: `${day}-2` })).status).toBe(DENIED);
    expect((await rest.remove(receipts, 'AbCdEfGhIjKlMnOpQr12')).status).toBe(DENIED);
    expect((await rest.remove(counterCollection(collection), String(day))).status).toBe(DENIED);
    expect((await rest.patch('Saree', 'p1', { name: 'Cheap' })).status).toBe(DENIED);
    expect((await rest.remove('Saree', 'p1')).status).toBe(DENIED);
    expect((await rest.commit([{ collection: 'Saree', id: 'p9', fields: { name: 'New' } }])).status).toBe(DENIED);
    expect((await rest.commit([{ collection: 'secrets', id: 's9', fields: { key: 'x' } }])).status).toBe(DENIED);
    expect(await stored()).toMatchObject({ title: GOOD_FIELDS.title });
    expect(await rest.read('Saree', 'p1')).toEqual({ name: 'Baluchari' });
  });

  it.each([
    ['an extra field', { fields: { discount: '90%' } }],
    ['a missing field', { omit: ['city'] }],
    ['a name of 101 characters', { fields: { title: 'x'.repeat(101) } }],
    ['a comment of 2001 characters', { fields: { enquiry: 'x'.repeat(2001) } }],
    ['a number for a text', { fields: { title: 5 } }],
    ['another status', { fields: { status: 'Done' } }],
    ['a creation time the client chose', { fields: { createdAt: { timestamp: new Date().toISOString() } } }],
    ['no creation time', { omit: ['createdAt'] }],
    ['a random document id', { id: 'AbCdEfGhIjKlMnOpQr12' }],
    ['a zero-padded id', { id: `${day}-01` }],
    ['an id of another seq', { id: `${day}-2` }],
    ['a day written as text', { fields: { day: String(day) } }],
    ["yesterday's day", { day: day - 1 }],
    ["tomorrow's day", { day: day + 1 }],
    ["UTC's day instead of the shop's", { day: enquiryDay(Date.now(), 0) }],
    ['seq 0', { seq: 0 }],
    ['a short token', { token: 'short' }],
    ['a token with a dash', { token: 'AbCdEfGhIj-lMnOpQr12' }],
    ['no counter raise', { without: ['counter' as const] }],
    ['no receipt', { without: ['receipt' as const] }],
  ])('refuses an enquiry with %s', async (_, change) => {
    expect(await send(change)).toBe(DENIED);
    expect(await stored()).toBeUndefined();
  });

  it('accepts texts at their limits', async () => {
    expect(await send({ fields: { title: 'x'.repeat(100), enquiry: 'x'.repeat(2000) } })).toBe(ALLOWED);
  });

  // Refused by the rules (403). With a hundred writes the denial lists each write's failed rules, and the
  // emulator's REST front then breaks its own stream (500, "RST_STREAM"): nothing is stored either way.
  it.each([
    [3, [DENIED]],
    [10, [DENIED]],
    [100, [DENIED, 500]],
  ])('refuses %i enquiries beside one raise of the counter, and stores none of them', async (many, refusals) => {
    const writes = Array.from({ length: many }, (_, i) => submission(collection, shop.status, { day, seq: i + 1, count: 1 }));
    // Each enquiry and its receipt, and the first one's counter write only.
    const flood = writes.flatMap((w, i) => (i === 0 ? w : w.filter((x) => x.collection !== counterCollection(collection))));
    const answer = await rest.commit(flood);
    expect(refusals, answer.body).toContain(answer.status);
    expect(await rest.read(counterCollection(collection), String(day))).toBeUndefined();
    expect(await stored()).toBeUndefined();
    expect(await send()).toBe(ALLOWED);
  });

  // Each alone, and each among others (the form trims, the rules cannot): Unicode White_Space and invisible fillers.
  const blanks = ['\u00a0', '\u3000', '\u2003', '\u2028', '\ufeff', '\u3164', '\u200b'];
  it.each([...blanks.map((b) => b.repeat(3)), blanks.join(''), ` \t${blanks.join(' ')}\n`])(
    'refuses a required text that shows nothing: %j',
    async (blank) => {
      expect(await send({ fields: { title: blank } })).toBe(DENIED);
      expect(await send({ fields: { city: blank } })).toBe(DENIED);
      expect(await stored()).toBeUndefined();
    },
  );

  it.each(FORMAT_BLANKS.map((c) => [codePointName(c), c]))(
    'refuses a required text of only %s, a format or invisible character',
    async (_, c) => {
      expect(await send({ fields: { title: c.repeat(3) } })).toBe(DENIED);
      expect(await send({ fields: { city: c } })).toBe(DENIED);
      expect(await stored()).toBeUndefined();
    },
  );

  it('refuses them all together, and accepts a name beside them', async () => {
    expect(await send({ fields: { title: FORMAT_BLANKS.join('') } })).toBe(DENIED);
    expect(await send({ fields: { title: `${FORMAT_BLANKS.join('')}Rina` } })).toBe(ALLOWED);
  });

  it('accepts a text with blanks inside and around it', async () => {
    expect(await send({ fields: { title: '\u00a0Rina\u3000Das\u200b' } })).toBe(ALLOWED);
  });

  it.each([
    ['emailaddress', '<script>alert(1)</script>'],
    ['emailaddress', '<script>alert(1)</script>@example.in'],
    ['emailaddress', 'Rina <rina@example.in>'],
    ['emailaddress', 'rina das@example.in'],
    ['emailaddress', 'rina@example'],
    ['mobile', 'call me'],
    ['mobile', '12345'],
    ['mobile', '98765 43210<script>'],
    ['mobile', '++91 98765 43210'],
    ['mobile', '9876543210987654'],
  ])('refuses %s %j', async (field, value) => {
    expect(await send({ fields: { [field]: value } })).toBe(DENIED);
  });

  it.each([
    ['emailaddress', 'rina@example.in'],
    ['emailaddress', "o'neil+saree@mail.example.co.in"],
    ['emailaddress', 'রমা@উদাহরণ.ভারত'],
    ['mobile', '9876543210'],
    ['mobile', '+91 98765 43210'],
    ['mobile', '(033) 2345-6789'],
  ])('accepts %s %j', async (field, value) => {
    expect(await send({ fields: { [field]: value } })).toBe(ALLOWED);
  });
});
