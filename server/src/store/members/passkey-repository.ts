import type { WrittenDb } from '../core/written-tables';

/** A passkey verified at enrolment, on adding one, or on recovery. */
export interface NewPasskey {
  memberId: number;
  /** base64url, as the browser names it. */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: readonly string[];
  label: string;
  createdAt: number;
}

/** What a sign-in checks its assertion against. */
export interface StoredCredential {
  id: number;
  memberId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const transportsOf = (text: string): string[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
};

/** Members' passkeys (migration 0026): at least one a member, at most PASSKEYS_MAX. */
export function passkeyRepository(db: WrittenDb) {
  /** A member's passkeys, the first added first. */
  const ofMember = (memberId: number) =>
    db
      .selectFrom('member_passkeys')
      .select(['id', 'credential_id', 'transports', 'label', 'created_at', 'last_used_at'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();

  return {
    ofMember,

    async add(passkey: NewPasskey): Promise<number> {
      const { id } = await db
        .insertInto('member_passkeys')
        .values({
          member_id: passkey.memberId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          label: passkey.label,
          created_at: passkey.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async byCredentialId(credentialId: string): Promise<StoredCredential | undefined> {
      const row = await db
        .selectFrom('member_passkeys')
        .select(['id', 'member_id', 'credential_id', 'public_key', 'counter', 'transports'])
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          memberId: row.member_id,
          credentialId: row.credential_id,
          publicKey: row.public_key,
          counter: row.counter,
          transports: transportsOf(row.transports),
        }
      );
    },

    /** The credentials a member's new passkey must not repeat (WebAuthn's excludeCredentials). */
    async credentialsOf(memberId: number): Promise<{ id: string; transports: string[] }[]> {
      const rows = await ofMember(memberId);
      return rows.map((row) => ({
        id: row.credential_id,
        transports: transportsOf(row.transports),
      }));
    },

    async count(memberId: number): Promise<number> {
      const { count } = await db
        .selectFrom('member_passkeys')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /**
     * A sign-in with it: the authenticator's counter as verified, and when. False when it is gone
     * (removed, or its member erased, since it was verified).
     */
    async used(id: number, counter: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('member_passkeys')
        .set((eb) => ({
          // Never lowered: the larger counter of a sign-in at once on another server may be in.
          counter: eb
            .case()
            .when('counter', '>', counter)
            .then(eb.ref('counter'))
            .else(eb.val(counter))
            .end(),
          last_used_at: now,
        }))
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether the member holds this passkey: another member's is as unknown as none. */
    async isOwn(memberId: number, passkeyId: number): Promise<boolean> {
      const row = await db
        .selectFrom('member_passkeys')
        .select('id')
        .where('id', '=', passkeyId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async remove(memberId: number, passkeyId: number): Promise<void> {
      await db
        .deleteFrom('member_passkeys')
        .where('id', '=', passkeyId)
        .where('member_id', '=', memberId)
        .execute();
    },
  };
}

export type PasskeyRepository = ReturnType<typeof passkeyRepository>;
