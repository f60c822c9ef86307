/** A string literal of the rules language (Firestore's and Cloud Storage's share it), quotes and backslashes escaped. */
export const rulesString = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The rules function that says whether the request comes from one of the shop's owners (`owners` in the
 * YAML, lowercase): signed in with Firebase Authentication, with an address its provider verified that is on
 * the list. firestore.rules and storage.rules both hold it, word for word, so an owner is the same person to both.
 */
export function isOwnerFunction(owners: readonly string[]): string {
  return `    // An owner (owners in catalogue.config.yaml): signed in, with an e-mail address its provider verified
    // that is one of the list. The list is lowercase; the address is compared in lowercase too.
    function isOwner() {
      return request.auth != null
        && request.auth.token.email_verified == true
        && request.auth.token.email is string
        && request.auth.token.email.lower() in [
${owners.map((o) => `          ${rulesString(o)}`).join(',\n')}
        ];
    }`;
}
