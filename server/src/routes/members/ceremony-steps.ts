import type { Transaction } from 'kysely';
import type { Database } from '../../store/core/schema';
import type { Ceremony } from '../../store/core/schema';
import {
  challengeRepository,
  type ChallengeRepository,
  type KeptChallenge,
} from '../../store/members/challenge-repository';
import { passkeyRepository } from '../../store/members/passkey-repository';
import { WriteRefusal } from '../writes/write-route';
import type { VerifiedPasskey } from './webauthn';

/**
 * What the ceremonies share between their two steps (docs/members.md, Passkeys): the challenge
 * kept by the first, found by the second within its time and used up in the second's
 * transaction, and the new passkey kept there.
 */

export const CHALLENGE_GONE =
  'body.challengeId: this passkey request has ended or was used already: start again';

/** The challenge of the answer, or a 401 when it is unknown, used, past its time or another's. */
export async function keptChallenge(
  challenges: ChallengeRepository,
  id: string,
  ceremony: Ceremony,
  now: number,
): Promise<KeptChallenge> {
  const kept = await challenges.find(id, ceremony, now);
  if (kept === undefined) throw new WriteRefusal(401, CHALLENGE_GONE);
  return kept;
}

/**
 * Runs the verification of a browser answer; one that fails uses its challenge up too, so an
 * answer is checked once whatever it holds.
 */
export async function verifiedOnce<T>(
  challenges: ChallengeRepository,
  kept: KeptChallenge,
  verify: () => Promise<T>,
): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    await challenges.take(kept.id);
    throw error;
  }
}

/** Uses the challenge up in the write's transaction: the second of two same answers is a 401. */
export async function takeChallenge(trx: Transaction<Database>, kept: KeptChallenge) {
  if (!(await challengeRepository(trx).take(kept.id))) {
    throw new WriteRefusal(401, CHALLENGE_GONE);
  }
}

/** Keeps a verified passkey for a member; one already kept (here or for another) is a 409. */
export async function keepPasskey(
  trx: Transaction<Database>,
  memberId: number,
  passkey: VerifiedPasskey,
  label: string | undefined,
  now: number,
): Promise<number> {
  const passkeys = passkeyRepository(trx);
  if ((await passkeys.byCredentialId(passkey.credentialId)) !== undefined) {
    throw new WriteRefusal(
      409,
      'body.response: this passkey is registered already: sign in with it',
    );
  }
  return passkeys.add({ ...passkey, memberId, label: label ?? '', createdAt: now });
}
