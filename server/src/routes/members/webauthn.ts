import type {
  AuthenticationResponse,
  CeremonyOptions,
  RegistrationResponse,
} from '@ecg/domain/contracts';
import { MEMBER_CHALLENGE_MS } from '@ecg/domain/rules/member-session';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { RelyingParty } from '../../relying-party';
import type { StoredCredential } from '../../store/members/passkey-repository';
import { WriteRefusal } from '../writes/write-route';

/**
 * The WebAuthn ceremonies through @simplewebauthn/server (docs/members.md, Passkeys): every
 * passkey discoverable (the phone keeps the account, so sign-in asks no name) and every use
 * verified by the phone's own lock (a fingerprint, a face, a PIN), never presence alone.
 */

/**
 * The keys a passkey may have: ES256 (every platform authenticator), EdDSA, RS256 (Windows
 * Hello). Said to both steps, so what the options offer is what the verification takes; the
 * library's default would add ML-DSA-44, which Node 24 still marks experimental.
 */
const ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];

/** A browser answer that did not verify, whatever the reason: its origin, its challenge, UV. */
export const NOT_VERIFIED = 'body.response: the passkey could not be verified: start again';

/** The passkey to keep, as verified. */
export interface VerifiedPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** The library's options as the contract passes them on: as they are, to the browser. */
type BrowserOptions = CeremonyOptions['options'];

/** Options for a new passkey of `user` (enrolment, another passkey, a recovery). */
export async function newPasskeyOptions(
  rp: RelyingParty,
  user: { handle: string; displayName: string },
  exclude: { id: string; transports: string[] }[],
): Promise<BrowserOptions> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: isoBase64URL.toBuffer(user.handle),
    userName: user.displayName,
    userDisplayName: user.displayName,
    attestationType: 'none',
    excludeCredentials: exclude,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: MEMBER_CHALLENGE_MS,
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return { ...options };
}

/** Options for signing in with any of our passkeys the phone holds (no allowCredentials). */
export async function signInOptions(rp: RelyingParty): Promise<BrowserOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: MEMBER_CHALLENGE_MS,
  });
  return { ...options };
}

/**
 * The new passkey of a registration answer, checked against the challenge kept, our origin and
 * RP ID, with the user verified; a 401 when anything fails. The contract has checked the
 * answer's shape and sizes; the library reads the rest (its CBOR, its key, its signature).
 */
export async function verifiedNewPasskey(
  rp: RelyingParty,
  response: RegistrationResponse,
  challenge: string,
): Promise<VerifiedPasskey> {
  const result = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => undefined);
  if (!result?.verified) throw new WriteRefusal(401, NOT_VERIFIED);
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: response.response.transports ?? [],
  };
}

/** The authenticator's new counter of a verified sign-in answer; a 401 when it fails. */
export async function verifiedSignIn(
  rp: RelyingParty,
  response: AuthenticationResponse,
  challenge: string,
  credential: StoredCredential,
): Promise<number> {
  const result = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: credential.credentialId,
      publicKey: isoBase64URL.toBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports,
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!result?.verified) throw new WriteRefusal(401, NOT_VERIFIED);
  return result.authenticationInfo.newCounter;
}
