import { collection, doc, getDocs, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { counterCollection, receiptCollection } from '../../domain/enquiry-day';
import { EnquiryBusy, enquiryRecord, nextSeq, today } from '../enquiry-box';
import { serverClockSkew } from '../server-clock';
import { Unreachable } from '../offline';
import type { CatalogueSource, EnquiryBox, EnquirySubmission, RawDocument } from '../source';
import { openFirestore } from './connect';
import type { FirebaseSettings } from './settings';

/** Thrown inside the transaction to end it without a commit: the token's receipt shows it was stored. */
class AlreadyStored extends Error {}

// A refusal is tried this many times in all, the pauses between growing and jittered, so racing visitors part.
const RACE_ATTEMPTS = 4;
const RACE_PAUSE_MS = 150;
// A counter locked by another transaction: tried again after these growing, jittered pauses, until the form's time runs out.
const LOCK_PAUSE_MS = 250;
const LOCK_PAUSE_MAX_MS = 2_000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const isRefusal = (error: unknown) => codeOf(error) === 'permission-denied';
// The lite SDK gives `unknown` only to a request that got no HTTP status at all: fetch itself failed.
const noAnswer = (error: unknown) =>
  codeOf(error) === 'unknown' ? new Unreachable(error instanceof Error ? error.message : String(error), { cause: error }) : error;
// In pessimistic concurrency (Firestore's default) a client holding a transaction that read the counter makes
// ours wait for its lock and end with "aborted: Transaction lock timeout"; the SDK's own reruns give up early.
const isLocked = (error: unknown) => codeOf(error) === 'aborted';
const OUT_OF_TIME = Symbol('out of time');

/** Resolves to OUT_OF_TIME at `until` (a performance.now() time), unless `work` settles first. */
function byDeadline<T>(work: Promise<T>, until: number): Promise<T | typeof OUT_OF_TIME> {
  if (until === Infinity) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof OUT_OF_TIME>((resolve) => (timer = setTimeout(() => resolve(OUT_OF_TIME), until - performance.now())));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Products and enquiries in Cloud Firestore, over the REST-based lite SDK (no live listeners needed).
 * `clockSkew` gives the server's lead over the visitor's clock: the rules take the day from the server.
 */
export function createFirestoreSource(db: Firestore, clockSkew: () => Promise<number> = serverClockSkew): CatalogueSource {
  return {
    name: 'firestore',
    async readCollection(name: string): Promise<RawDocument[]> {
      // The whole collection, unfiltered and unpaged: lists are small and searched in the page.
      const snapshot = await getDocs(collection(db, name)).catch((error: unknown) => {
        throw noAnswer(error);
      });
      return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
    },
    async addEnquiry(name: string, submission: EnquirySubmission, box: EnquiryBox, until = Infinity): Promise<void> {
      const skew = await clockSkew();
      let refusals = 0;
      let locks = 0;
      for (;;) {
        try {
          // Once the counter was found locked, an attempt may wait on the lock past the form's time: stop at it.
          const stored = await (locks > 0
            ? byDeadline(storeInBox(db, name, submission, box, skew), until)
            : storeInBox(db, name, submission, box, skew));
          if (stored === OUT_OF_TIME) throw new EnquiryBusy();
          return;
        } catch (error) {
          if (error instanceof AlreadyStored) return;
          if (isLocked(error)) {
            const wait = Math.min(LOCK_PAUSE_MS * 2 ** locks++, LOCK_PAUSE_MAX_MS) * (1 + Math.random());
            if (performance.now() + wait >= until) throw new EnquiryBusy({ cause: error });
            await pause(wait);
            continue;
          }
          // Two visitors raising the same counter at once: the rules see the other's unit already taken and
          // refuse the later commit (permission-denied, before its precondition could ask for a rerun). Run it
          // again on the new count; the receipt keeps a commit that did land from being stored twice.
          if (!isRefusal(error) || ++refusals >= RACE_ATTEMPTS) throw error;
          await pause(RACE_PAUSE_MS * refusals * (1 + Math.random()));
        }
      }
    },
  };
}

/**
 * One transaction, the shape firestore.rules demand: the token's receipt is read first (found: a retry
 * of a stored submission, ended without a commit); then the day's counter, raised by one, the enquiry
 * `<day>-<seq>` holding that unit, and the receipt, all in one commit. A commit that raced another
 * submit for the same counter fails its precondition and the SDK runs the function again.
 * Nothing is read from the enquiries themselves: the public may not read them.
 */
function storeInBox(db: Firestore, name: string, submission: EnquirySubmission, box: EnquiryBox, skewMs: number): Promise<void> {
  const receipt = doc(db, receiptCollection(name), submission.token);
  return runTransaction(db, async (tx) => {
    if ((await tx.get(receipt)).exists()) throw new AlreadyStored();
    const day = today(box, skewMs);
    const counter = doc(db, counterCollection(name), String(day));
    const seq = nextSeq((await tx.get(counter)).get('count'), day, box);
    const { id, data } = enquiryRecord(submission, day, seq);
    tx.set(counter, { count: seq });
    tx.set(doc(db, name, id), { ...data, createdAt: serverTimestamp() });
    tx.set(receipt, { enquiry: id });
  });
}

/** The browser's entry: loaded with a dynamic import so builds without Firebase settings never fetch this chunk. */
export async function openFirestoreSource(settings: FirebaseSettings): Promise<CatalogueSource> {
  return createFirestoreSource(await openFirestore(settings));
}
