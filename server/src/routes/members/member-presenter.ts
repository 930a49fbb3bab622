import type { Member, MemberProfile, Passkey } from '@ecg/domain/contracts';
import type { Db } from '../../store/core/database';
import { memberRepository, type MemberRecord } from '../../store/members/member-repository';
import { passkeyRepository } from '../../store/members/passkey-repository';
import { recoveryCodeRepository } from '../../store/members/recovery-code-repository';
import { NotFoundError } from '../../plugins/errors';

/** The member's store records in the contracts' shapes (domain/src/contracts/members.ts). */

export const memberView = (member: MemberRecord): Member => ({
  displayName: member.displayName,
  createdAt: member.createdAt,
});

/** The member of a live token: always there, since erasing a member ends their tokens. */
export async function memberOf(db: Db, memberId: number): Promise<MemberRecord> {
  const member = await memberRepository(db).byId(memberId);
  if (member === undefined) throw new NotFoundError('No such member');
  return member;
}

/** A member's passkeys as listed: never their keys or credential ids. */
export async function passkeysOf(db: Db, memberId: number): Promise<Passkey[]> {
  const rows = await passkeyRepository(db).ofMember(memberId);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** The member area's first screen; `expiresAt` is the token's end if unused from now. */
export async function profileOf(
  db: Db,
  memberId: number,
  expiresAt: number,
): Promise<MemberProfile> {
  const member = await memberOf(db, memberId);
  return {
    ...memberView(member),
    points: member.points,
    passkeys: await passkeyRepository(db).count(memberId),
    recoveryCodesLeft: await recoveryCodeRepository(db).left(memberId),
    expiresAt,
  };
}
