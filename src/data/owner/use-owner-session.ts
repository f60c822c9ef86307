import { useEffect, useState } from 'react';
import type { OwnerAuth, OwnerUser } from './owner-auth';

/** Whether someone is signed in: unknown until the kept sign-in is checked, then signed out or in. */
export type OwnerSessionState = { status: 'checking' } | { status: 'signedOut' } | { status: 'signedIn'; user: OwnerUser };

/** Who is signed in, following every sign-in and sign-out. */
export function useOwnerSession(auth: OwnerAuth): OwnerSessionState {
  const [state, setState] = useState<OwnerSessionState>({ status: 'checking' });
  useEffect(() => auth.onChange((user) => setState(user ? { status: 'signedIn', user } : { status: 'signedOut' })), [auth]);
  return state;
}
