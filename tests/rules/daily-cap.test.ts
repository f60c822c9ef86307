import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { counterCollection, receiptCollection } from '../../src/domain/enquiry-day';
import { emulatorRest } from './support/rest';
import { sender, testShop } from './support/shop';

const ALLOWED = 200;
const DENIED = 403;

// The spec's rules with enquiries.dailyLimit 3, so a test can reach the cap.
describe.skipIf(!inject('rulesEmulator'))('firestore.rules on the Cloud Firestore emulator: the daily cap', () => {
  const rest = emulatorRest();
  const shop = testShop([['dailyLimit: 200', 'dailyLimit: 3']]);
  const send = sender(rest, shop);
  const { collection, day } = shop;
  const counters = counterCollection(collection);
  const count = async (d = day) => (await rest.read(counters, String(d)))?.count;

  beforeAll(() => rest.setRules(shop.rules));
  beforeEach(() => rest.clear());

  it('stores the 3rd enquiry of the day and refuses the 4th', async () => {
    for (const seq of [1, 2, 3]) expect(await send({ seq })).toBe(ALLOWED);
    expect(await send({ seq: 4 })).toBe(DENIED);
    // Nor can the 4th take the 3rd's place, or leave the counter alone.
    expect(await send({ seq: 3 })).toBe(DENIED);
    expect(await send({ seq: 4, count: 3 })).toBe(DENIED);
    expect(await count()).toBe('3');
    expect(await rest.read(collection, `${day}-4`)).toBeUndefined();
  });

  it('moves the counter only by one, with the enquiry that takes the unit', async () => {
    expect(await send()).toBe(ALLOWED);
    expect(await send({ seq: 3, count: 3 })).toBe(DENIED);
    expect(await send({ seq: 2, count: 3 })).toBe(DENIED);
    const raise = (value: number) => rest.commit([{ collection: counters, id: String(day), fields: { count: value } }]);
    expect((await raise(2)).status).toBe(DENIED);
    expect((await raise(1)).status).toBe(DENIED);
    expect((await raise(0)).status).toBe(DENIED);
    expect((await rest.remove(counters, String(day))).status).toBe(DENIED);
    expect((await rest.commit([{ collection: counters, id: String(day + 1), fields: { count: 1 } }])).status).toBe(DENIED);
    expect(await count()).toBe('1');
    expect(await send({ seq: 2 })).toBe(ALLOWED);
  });

  it("counts each day apart: other days' counters, full or not, neither stop nor take today's", async () => {
    await rest.seed(
      { collection: counters, id: String(day - 1), fields: { count: 3 } },
      { collection: counters, id: String(day + 1), fields: { count: 3 } },
      { collection: counters, id: String(day - 2), fields: { count: 1 } },
    );
    expect(await send()).toBe(ALLOWED);
    expect(await count()).toBe('1');
    // Yesterday's counter has room, but yesterday is over.
    expect(await send({ day: day - 2, seq: 2 })).toBe(DENIED);
    expect(await count(day - 2)).toBe('1');
    expect(await count(day - 1)).toBe('3');
  });

  it('refuses a retry of a stored submission as a second enquiry, and lets it read its receipt', async () => {
    const token = 'RetryRetryRetry12345';
    expect(await send({ token })).toBe(ALLOWED);
    expect(await send({ token, seq: 2 })).toBe(DENIED);
    expect(await count()).toBe('1');
    expect(await rest.read(collection, `${day}-2`)).toBeUndefined();
    const receipt = await rest.get(receiptCollection(collection), token);
    expect(receipt.status).toBe(ALLOWED);
    expect(JSON.parse(receipt.body)).toMatchObject({ fields: { enquiry: { stringValue: `${day}-1` } } });
    // A receipt is no way to claim someone else's stored enquiry, nor to be written alone.
    const alone = (id: string, enquiry: string) => rest.commit([{ collection: receiptCollection(collection), id, fields: { enquiry } }]);
    expect((await alone('OtherOtherOther12345', `${day}-1`)).status).toBe(DENIED);
    expect((await alone('OtherOtherOther12345', `${day}-2`)).status).toBe(DENIED);
    expect((await rest.get(receiptCollection(collection), 'OtherOtherOther12345')).status).toBe(404);
  });
});
