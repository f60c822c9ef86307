import { useCallback, useEffect, useState } from 'react';
import { withoutSignInParams } from './email-link';
import { SignInFailure, type FirebaseOwnerAuth, type OwnerAuth } from './owner-auth';

/**
 * The sign-in panel's step: `idle` (the form), `sending` (the link is on its way), `sent` ("check your
 * e-mail"), `confirm` (a link opened in another browser or app: the address is asked again) and
 * `completing` (a link or Google's redirect is being finished).
 */
export type SignInStep = 'idle' | 'sending' | 'sent' | 'confirm' | 'completing';

/** Where the page is and how to change its address without a reload (the window's, in the browser). */
export interface PageAddress {
  href(): string;
  replace(url: string): void;
}

const windowAddress: PageAddress = {
  href: () => window.location.href,
  replace: (url) => window.history.replaceState(window.history.state, '', url),
};

// Once per sign-in object: a sign-in link can be used once, and React may run an effect twice.
const arrivals = new WeakMap<FirebaseOwnerAuth, Promise<SignInStep>>();

/** Finishes what the address brings back (Google's redirect, a sign-in link), and takes a used link out of the address. */
function arrival(auth: FirebaseOwnerAuth, page: PageAddress): Promise<SignInStep> {
  let done = arrivals.get(auth);
  if (!done) {
    done = (async () => {
      await auth.finishRedirect();
      const outcome = await auth.completeSignInLink(page.href());
      if (outcome === 'needs-email') return 'confirm';
      if (outcome === 'signed-in') page.replace(withoutSignInParams(page.href()));
      return 'idle';
    })();
    arrivals.set(auth, done);
  }
  return done;
}

const asFailure = (error: unknown) =>
  error instanceof SignInFailure ? error : new SignInFailure('failed', error instanceof Error ? error.message : String(error));

/**
 * The sign-in panel's state and actions. On arrival it finishes what the address bar brings back: a
 * sign-in link (asking for the address again when this browser did not send it) or Google's redirect,
 * and takes the used link out of the address. A failure is kept for the panel to show, with the
 * address the owner typed still in its field (the panel holds it). `auth` and `address` must be the same
 * objects from render to render.
 */
export function useSignIn(auth: OwnerAuth, address: PageAddress = windowAddress) {
  const [step, setStep] = useState<SignInStep>(auth.mode === 'firebase' ? 'completing' : 'idle');
  const [sentTo, setSentTo] = useState('');
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  // Shows `busy` while `run` works, then the step it returns; on a failure, `fallback` with the failure.
  const attempt = useCallback(async (busy: SignInStep, fallback: SignInStep, run: () => Promise<SignInStep>) => {
    setFailure(null);
    setStep(busy);
    try {
      setStep(await run());
    } catch (error) {
      setFailure(asFailure(error));
      setStep(fallback);
    }
  }, []);

  useEffect(() => {
    if (auth.mode !== 'firebase') return;
    void attempt('completing', 'idle', () => arrival(auth, address));
  }, [auth, attempt, address]);

  const page = address;
  const firebase = auth.mode === 'firebase' ? auth : null;
  const demo = auth.mode === 'demo' ? auth : null;
  return {
    step,
    /** The address the link was sent to (the `sent` step). */
    sentTo,
    failure,
    sendLink(email: string): void {
      if (!firebase) return;
      void attempt('sending', 'idle', async () => {
        await firebase.sendSignInLink(email, withoutSignInParams(page.href()));
        setSentTo(email.trim());
        return 'sent';
      });
    },
    /** Finishes a link opened in another browser with the address typed again. */
    confirmEmail(email: string): void {
      if (!firebase) return;
      void attempt('completing', 'confirm', async () => {
        await firebase.completeSignInLink(page.href(), email);
        page.replace(withoutSignInParams(page.href()));
        return 'idle';
      });
    },
    /** Leaves for Google; the page that comes back finishes it. */
    signInWithGoogle(): void {
      if (!firebase) return;
      void attempt('completing', 'idle', async () => {
        await firebase.signInWithGoogle();
        return 'completing';
      });
    },
    signInAsDemo(): void {
      if (!demo) return;
      void attempt('completing', 'idle', async () => {
        await demo.signInAsDemo();
        return 'idle';
      });
    },
    /** Back to the form (another address, or after a failure). */
    restart(): void {
      setFailure(null);
      setStep('idle');
    },
  };
}
