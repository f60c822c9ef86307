/** A server that does not answer within this long leaves the visitor's clock in charge. */
const ASK_TIMEOUT_MS = 5_000;

/**
 * How far the server's clock is ahead of the visitor's, in ms, from the `Date` header of a `no-store`
 * HEAD of the page's own address: firestore.rules decide the shop's day by the server's time, and a
 * phone's clock can be off by hours. `no-store` because a page the service worker or the HTTP cache
 * kept carries the `Date` of when it was fetched (a HEAD passes the worker, whose routes answer GETs).
 * 0 when there is no page address or the server cannot be asked: the visitor's clock is then the best left.
 */
export async function serverClockSkew(address = globalThis.location?.href): Promise<number> {
  if (!address) return 0;
  try {
    const sent = Date.now();
    const response = await fetch(address, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    const received = Date.now();
    const dated = Date.parse(response.headers.get('date') ?? '');
    if (Number.isNaN(dated)) return 0;
    // A CDN that answers from its cache keeps the origin's Date and says how old the copy is in Age.
    const server = dated + (Number(response.headers.get('age')) || 0) * 1000;
    // The header has whole seconds, stamped during the round trip: compare the middles of both.
    return server + 500 - (sent + received) / 2;
  } catch {
    return 0;
  }
}
