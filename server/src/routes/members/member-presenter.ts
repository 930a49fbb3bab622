import type { Member, MemberProfile, Passkey } from '@ecg/domain/contracts';
import type { MemberRecord, MemberRepository } from '../../store/members/member-repository';
import type { PasskeyRepository } from '../../store/members/passkey-repository';
import { NotFoundError } from '../../plugins/errors';
import type { MemberRepositories } from './member-limits';

/**
 * The member's store records in the contracts' shapes (domain/src/contracts/members.ts), read
 * through the repositories given: the area's, or a write's transaction's own
 * (docs/architecture.md, The house).
 */

export const memberView = (member: MemberRecord): Member => ({
  displayName: member.displayName,
  createdAt: member.createdAt,
});

/** The member of a live token: always there, since erasing a member ends their tokens. */
export async function memberOf(members: MemberRepository, memberId: number): Promise<MemberRecord> {
  const member = await members.byId(memberId);
  if (member === undefined) throw new NotFoundError('No such member');
  return member;
}

/** A member's passkeys as listed: never their keys or credential ids. */
export async function passkeysOf(
  passkeys: PasskeyRepository,
  memberId: number,
): Promise<Passkey[]> {
  const rows = await passkeys.ofMember(memberId);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** What the member area's first screen is read from. */
type ProfileRepositories = Pick<MemberRepositories, 'members' | 'passkeys' | 'recoveryCodes'>;

/** The member area's first screen; `expiresAt` is the token's end if unused from now. */
export async function profileOf(
  repositories: ProfileRepositories,
  memberId: number,
  expiresAt: number,
): Promise<MemberProfile> {
  const member = await memberOf(repositories.members, memberId);
  return {
    ...memberView(member),
    points: member.points,
    passkeys: await repositories.passkeys.count(memberId),
    recoveryCodesLeft: await repositories.recoveryCodes.left(memberId),
    expiresAt,
  };
}
