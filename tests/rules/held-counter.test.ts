import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel, terminate } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createFirestoreSource } from '../../src/data/firestore/firestore-source';
import { counterCollection } from '../../src/domain/enquiry-day';
import { connectAdmin } from '../support/firestore/clients';
import { emulatorRest } from './support/rest';
import { testShop } from './support/shop';
import { GOOD_FIELDS } from './support/submission';

// How often the holder reads the counter again, as a script keeping its lock alive would.
const HOLDER_REREAD_MS = 2_000;
// firebase/firestore/lite's runTransaction: attempts before it gives up on ABORTED.
const SDK_ATTEMPTS = 5;

// Firestore's default pessimistic concurrency (the emulator's only mode): a transaction that read the day's
// counter holds its lock, and the form's transaction waits on it and ends "aborted: Transaction lock timeout".
describe.skipIf(!inject('rulesEmulator'))("the site's own transaction while another client holds the day's counter", () => {
  const url = inject('rulesEmulator');
  const rest = emulatorRest(url);
  const shop = testShop();
  const counter = `${counterCollection(shop.collection)}/${shop.day}`;
  const app = initializeApp({ projectId: 'catalogue-rules', apiKey: 'test' }, 'held-counter');
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', Number(new URL(url || 'http://127.0.0.1:1').port));
  // The site's source, on the visitor's clock (no page to ask the server's).
  const source = createFirestoreSource(db, () => Promise.resolve(0));

  beforeAll(() => rest.setRules(shop.rules));
  beforeEach(() => rest.clear());
  afterAll(() => terminate(db));

  /** A client (firebase-admin) that opens a transaction and keeps reading the counter in it until let go. */
  async function holdCounter() {
    const admin = connectAdmin(new URL(url).host, 'catalogue-rules');
    let letGo = false;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const ref = admin.doc(counter);
    const holder = admin.runTransaction(
      async (tx) => {
        await tx.get(ref);
        holding();
        while (!letGo) {
          await new Promise((resolve) => setTimeout(resolve, HOLDER_REREAD_MS));
          await tx.get(ref);
        }
      },
      { maxAttempts: 1 },
    );
    await held;
    let done: Promise<void> | undefined;
    return () =>
      (done ??= (async () => {
        letGo = true;
        await holder.catch(() => undefined);
        await admin.terminate();
      })());
  }

  it('is stored when the holder lets go within the write budget, after the lock outlasted the SDK reruns', async () => {
    await rest.seed({ collection: counterCollection(shop.collection), id: String(shop.day), fields: { count: 1 } });
    const letGo = await holdCounter();
    // The holder lets go only after more lock refusals (HTTP 409, ABORTED) than the SDK's own runTransaction
    // attempts (5, its default): by then only the source's own reruns can still store the enquiry.
    const realFetch = globalThis.fetch;
    let lockRefusals = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      const response = await realFetch(...args);
      if (response.status === 409 && ++lockRefusals === SDK_ATTEMPTS + 1) await letGo();
      return response;
    });
    setLogLevel('silent');
    try {
      const submission = { token: 'HeldCounterToken1234', fields: GOOD_FIELDS as Record<string, string>, status: shop.status };
      await source.addEnquiry(shop.collection, submission, { dailyLimit: 200, utcOffsetMinutes: shop.offset }, performance.now() + 60_000);
    } finally {
      setLogLevel('warn');
      vi.restoreAllMocks();
      await letGo();
    }
    expect(lockRefusals).toBeGreaterThan(SDK_ATTEMPTS);
    expect(await rest.read(shop.collection, `${shop.day}-2`)).toMatchObject({ token: 'HeldCounterToken1234' });
  });
});
