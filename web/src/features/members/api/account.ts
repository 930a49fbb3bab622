import { useQuery } from '@/lib/query';
import { z } from 'zod';
import {
  ceremonyOptionsAnswerSchema,
  memberExportAnswerSchema,
  memberProfileAnswerSchema,
  passkeysAnswerSchema,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { callKey } from '@/lib/api/query-keys';
import { renewMemberSession, type MemberSession } from '@/lib/members/member-session';
import { deviceLabel } from '../device-label';
import { newPasskey } from './ceremony';
import { memberCall } from '@/lib/members/member-call';

/**
 * An answer that says only that it was done. Loose on its data: what the server adds to it
 * (the passkeys after one is added) is asked again by the screen anyway.
 */
const doneSchema = z.object({ success: z.boolean(), data: z.unknown() });

export function useMemberProfile(lang: ContentLang, session: MemberSession) {
  return useQuery({
    queryKey: callKey('memberProfile', lang),
    queryFn: async () => {
      const profile = await memberCall(
        'memberProfile',
        lang,
        { token: session.token },
        memberProfileAnswerSchema,
      );
      renewMemberSession(session.token, profile.expiresAt, profile.displayName);
      return profile;
    },
  });
}

export function usePasskeys(lang: ContentLang, session: MemberSession) {
  return useQuery({
    queryKey: callKey('memberPasskeys', lang),
    queryFn: () =>
      memberCall('memberPasskeys', lang, { token: session.token }, passkeysAnswerSchema),
  });
}

/** Another passkey for the signed-in member (a second phone, a security key). */
export async function addPasskey(lang: ContentLang, token: string): Promise<void> {
  const ceremony = await memberCall(
    'memberAddPasskeyOptions',
    lang,
    { token },
    ceremonyOptionsAnswerSchema,
  );
  const response = await newPasskey(ceremony);
  await memberCall(
    'memberAddPasskey',
    lang,
    {
      token,
      challengeId: ceremony.challengeId,
      response,
      label: deviceLabel(navigator.userAgent),
    },
    doneSchema,
  );
}

/** Removes a passkey; the server refuses the last one (409, with its message). */
export async function removePasskey(lang: ContentLang, token: string, passkeyId: number) {
  await memberCall('memberRemovePasskey', lang, { token, passkeyId }, doneSchema);
}

/** Sign-out of this device's token, or of every token of the member. */
export async function signOut(lang: ContentLang, token: string, everywhere: boolean) {
  const call = everywhere ? 'memberSignOutEverywhere' : 'memberSignOut';
  await memberCall(call, lang, { token }, doneSchema);
}

/** Erases the account; said twice (`confirm: true`), so no stray tap erases it. */
export async function deleteAccount(lang: ContentLang, token: string) {
  await memberCall('memberDelete', lang, { token, confirm: true }, doneSchema);
}

/** "Download my data": everything kept of the member, as the server gives it. */
export function exportData(lang: ContentLang, token: string) {
  return memberCall('memberExport', lang, { token }, memberExportAnswerSchema);
}
