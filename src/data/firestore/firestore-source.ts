import { collection, doc, getDocs, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase/firestore/lite';
import { counterCollection, receiptCollection } from '../../domain/enquiry-day';
import { enquiryRecord, nextSeq, today } from '../enquiry-box';
import { Unreachable } from '../offline';
import type { CatalogueSource, EnquiryBox, EnquirySubmission, RawDocument } from '../source';
import { openFirestore } from './connect';
import type { FirebaseSettings } from './settings';

/** Thrown inside the transaction to end it without a commit: the token's receipt shows it was stored. */
class AlreadyStored extends Error {}

// A refusal is tried this many times in all, the pauses between growing and jittered, so racing visitors part.
const RACE_ATTEMPTS = 4;
const RACE_PAUSE_MS = 150;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const isRefusal = (error: unknown) => codeOf(error) === 'permission-denied';
// The lite SDK gives `unknown` only to a request that got no HTTP status at all: fetch itself failed.
const noAnswer = (error: unknown) =>
  codeOf(error) === 'unknown' ? new Unreachable(error instanceof Error ? error.message : String(error), { cause: error }) : error;

/** Products and enquiries in Cloud Firestore, over the REST-based lite SDK (no live listeners needed). */
export function createFirestoreSource(db: Firestore): CatalogueSource {
  return {
    name: 'firestore',
    async readCollection(name: string): Promise<RawDocument[]> {
      // The whole collection, unfiltered and unpaged: lists are small and searched in the page.
      const snapshot = await getDocs(collection(db, name)).catch((error: unknown) => {
        throw noAnswer(error);
      });
      return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
    },
    async addEnquiry(name: string, submission: EnquirySubmission, box: EnquiryBox): Promise<void> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await storeInBox(db, name, submission, box);
        } catch (error) {
          if (error instanceof AlreadyStored) return;
          // Two visitors raising the same counter at once: the rules see the other's unit already taken and
          // refuse the later commit (permission-denied, before its precondition could ask for a rerun). Run it
          // again on the new count; the receipt keeps a commit that did land from being stored twice.
          if (!isRefusal(error) || attempt >= RACE_ATTEMPTS) throw error;
          await pause(RACE_PAUSE_MS * attempt * (1 + Math.random()));
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
function storeInBox(db: Firestore, name: string, submission: EnquirySubmission, box: EnquiryBox): Promise<void> {
  const receipt = doc(db, receiptCollection(name), submission.token);
  return runTransaction(db, async (tx) => {
    if ((await tx.get(receipt)).exists()) throw new AlreadyStored();
    const day = today(box);
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
