import type { OwnerTexts } from '../../components/owner/owner-texts';
import type { OwnerFailure, OwnerFailureKind } from '../../data/owner/failure';
import type { SignInFailure, SignInFailureKind } from '../../data/owner/owner-auth';
import { fillTemplate } from '../../domain/templates';

// Each kind's text named once, so a new failure kind without its words does not compile.
const readFailure = ({ failure: f }: OwnerTexts): Record<OwnerFailureKind, string> => ({
  offline: f.offline,
  signedOut: f.signedOut,
  notOwner: f.notOwner,
  refused: f.refused,
  gone: f.gone,
  failed: f.failed,
});

const signInFailure = ({ signInFailure: f }: OwnerTexts): Record<SignInFailureKind, string> => ({
  offline: f.offline,
  invalidEmail: f.invalidEmail,
  linkExpired: f.linkExpired,
  notAllowed: f.notAllowed,
  tooMany: f.tooMany,
  cancelled: f.cancelled,
  failed: f.failed,
});

/** Why a read or save of the inbox failed, in the shop's words. */
export const failureText = (texts: OwnerTexts, failure: OwnerFailure): string =>
  fillTemplate(readFailure(texts)[failure.kind], { message: failure.message });

/** Why a sign-in step failed, in the shop's words. */
export const signInFailureText = (texts: OwnerTexts, failure: SignInFailure): string =>
  fillTemplate(signInFailure(texts)[failure.kind], { message: failure.message });
