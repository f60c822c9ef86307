import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore/lite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { EnquiryBoxFull } from '../../src/data/enquiry-box';
import { createFirestoreSource } from '../../src/data/firestore/firestore-source';
import type { EnquirySubmission } from '../../src/data/source';
import { counterCollection } from '../../src/domain/enquiry-day';
import { emulatorRest } from './support/rest';
import { testShop } from './support/shop';
import { GOOD_FIELDS } from './support/submission';

// The browser's own code path (src/data/firestore/firestore-source.ts: one transaction that reads the
// token's receipt and the day's counter, then writes counter, enquiry and receipt) against the rules.
describe.skipIf(!inject('rulesEmulator'))("firestore.rules on the Cloud Firestore emulator: the site's own transaction", () => {
  const url = inject('rulesEmulator');
  const rest = emulatorRest(url);
  const shop = testShop([['dailyLimit: 200', 'dailyLimit: 3']]);
  const box = { dailyLimit: 3, utcOffsetMinutes: shop.offset };
  // The project emulatorRest sets the rules of (support/rest.ts).
  const app = initializeApp({ projectId: 'catalogue-rules', apiKey: 'test' }, 'client-transaction');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', Number(new URL(url || 'http://127.0.0.1:1').port));
  const source = createFirestoreSource(db);
  const submission = (token: string): EnquirySubmission => ({ token, fields: GOOD_FIELDS as Record<string, string>, status: shop.status });
  const add = (token: string) => source.addEnquiry(shop.collection, submission(token), box);
  // The stored enquiries among the day's first five, read as the owner (the public may not list them).
  const ids = async () => {
    const candidates = [1, 2, 3, 4, 5].map((seq) => `${shop.day}-${seq}`);
    const found = await Promise.all(candidates.map(async (id) => ((await rest.read(shop.collection, id)) ? id : undefined)));
    return found.filter((id) => id !== undefined);
  };

  beforeAll(() => rest.setRules(shop.rules));
  beforeEach(() => rest.clear());
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => terminate(db));

  it('is allowed: the enquiry, its counter and receipt are stored; a retry of the token stores nothing twice', async () => {
    await add('ClientTokenAAAAAAAAA');
    await add('ClientTokenAAAAAAAAA');
    expect(await ids()).toEqual([`${shop.day}-1`]);
    expect((await rest.read(counterCollection(shop.collection), String(shop.day)))?.count).toBe('1');
  });

  it('visitors sending at once each get their own unit; past the cap, EnquiryBoxFull and nothing stored', async () => {
    // The SDK logs each commit the rules refused because another visitor took that unit first; the source runs it again.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await Promise.all(['ClientTokenBBBBBBBBB', 'ClientTokenCCCCCCCCC', 'ClientTokenDDDDDDDDD'].map(add));
    expect(await ids()).toEqual([1, 2, 3].map((seq) => `${shop.day}-${seq}`));
    await expect(add('ClientTokenEEEEEEEEE')).rejects.toBeInstanceOf(EnquiryBoxFull);
    expect(await ids()).toHaveLength(3);
  });
});
