import { renderRules } from '../../../scripts/firestore/render-rules';
import { enquiryDay } from '../../../src/domain/enquiry-day';
import { SPEC, catalogueFrom, mutate } from '../../support/catalogue';
import type { EmulatorRest } from './rest';
import { offsetAwayFromMidnight, submission, type Submission } from './submission';

/**
 * The spec's shop with its rules as `npm run generate` writes them, in a time zone an hour from the
 * shop's midnight (see offsetAwayFromMidnight) and, if given, another daily limit or other YAML edits, and
 * the keys of the shop's `languages`, the default first (none: the spec's one language).
 */
export function testShop(edits: [find: string, replace: string][] = [], languages: readonly string[] = []) {
  const offset = offsetAwayFromMidnight(Date.now());
  const source = [['utcOffsetMinutes: 330', `utcOffsetMinutes: ${offset}`] as const, ...edits].reduce(
    (yaml, [find, replace]) => mutate(yaml, find, replace),
    SPEC,
  );
  const catalogue = catalogueFrom(source);
  const { collection, status } = catalogue.enquiries!;
  return { rules: renderRules(catalogue, languages), collection, status, offset, day: enquiryDay(Date.now(), offset) };
}

export type TestShop = ReturnType<typeof testShop>;

/** Sends one submission's commit (today's day and seq 1 unless told) as a visitor; returns the HTTP status. */
export const sender =
  (rest: EmulatorRest, shop: TestShop) =>
  async (s: Partial<Submission> = {}): Promise<number> =>
    (await rest.commit(submission(shop.collection, shop.status, { day: shop.day, seq: 1, ...s }))).status;
