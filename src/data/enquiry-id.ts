const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes above it are drawn again, so every letter is equally likely.
const FAIR_BELOW = 248;

/** The shape the generated rules demand of a submission token (the receipt's document id). */
export const SUBMISSION_TOKEN_PATTERN = '^[A-Za-z0-9]{20}$';

/**
 * A new submission token like a Firestore id: 20 characters of [A-Za-z0-9] from the browser's
 * cryptographic random source (about 119 bits), so nobody can guess another's receipt.
 */
export function newSubmissionToken(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < FAIR_BELOW && id.length < 20) id += ALPHABET[byte % 62];
    }
  }
  return id;
}
