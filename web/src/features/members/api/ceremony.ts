import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { CeremonyOptions, SignedIn } from '@ecg/domain/contracts';
import { deviceLabel } from '../device-label';
import type { ContentLang } from '@ecg/domain/rules/language';
import { MemberCallError, memberCall, type MemberProblem } from '@/lib/members/member-call';

/**
 * The browser's part of a passkey ceremony, between the server's options and the server's
 * check: @simplewebauthn/browser (loaded with the member area's chunk only) asks the phone for
 * its fingerprint, face or screen lock. What the browser refuses with is said plainly: the
 * visitor closed the prompt or let it time out (NotAllowedError, AbortError), the phone already
 * holds a passkey for this account (InvalidStateError), or anything else.
 */
function ceremonyProblem(error: unknown): MemberProblem {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return { kind: 'cancelled' };
  if (name === 'InvalidStateError') return { kind: 'alreadyRegistered' };
  console.warn('passkey ceremony failed', error);
  return { kind: 'passkeyFailed' };
}

async function inBrowser<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    throw new MemberCallError(ceremonyProblem(error));
  }
}

/** A new passkey made on this phone for the options' account (enrolment, recovery, adding). */
export const newPasskey = ({ options }: CeremonyOptions) =>
  inBrowser(() =>
    startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    }),
  );

/** A passkey of this phone, whichever account it is for: sign-in asks for no name. */
export const existingPasskey = ({ options }: CeremonyOptions) =>
  inBrowser(() =>
    startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    }),
  );

type OptionsCall = 'memberRegisterOptions' | 'memberRecoverOptions';
type RegisterCall = 'memberRegister' | 'memberRecover';

/**
 * Enrolment and recovery alike: the options (for a new name, or for a recovery code), a new
 * passkey, and the server's check of it, which signs the member in.
 */
export async function registerPasskey(
  lang: ContentLang,
  calls: { options: OptionsCall; register: RegisterCall },
  request: object,
): Promise<SignedIn> {
  const ceremony = await memberCall(calls.options, lang, request);
  const response = await newPasskey(ceremony);
  return memberCall(calls.register, lang, {
    challengeId: ceremony.challengeId,
    response,
    label: deviceLabel(navigator.userAgent),
  });
}

/** Sign-in: the options, a passkey of this phone, the server's check. */
export async function signInWithPasskey(lang: ContentLang): Promise<SignedIn> {
  const ceremony = await memberCall('memberSignInOptions', lang, {});
  const response = await existingPasskey(ceremony);
  return memberCall('memberSignIn', lang, { challengeId: ceremony.challengeId, response });
}
