import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { callKey } from '@/lib/api/query-keys';
import { renewMemberSession, type MemberSession } from '@/lib/members/member-session';
import { deviceLabel } from '../device-label';
import { newPasskey } from './ceremony';
import { memberCall } from '@/lib/members/member-call';

export function useMemberProfile(lang: ContentLang, session: MemberSession) {
  return useQuery({
    queryKey: callKey('memberProfile', lang),
    queryFn: async () => {
      const profile = await memberCall('memberProfile', lang, { token: session.token });
      renewMemberSession(session.token, profile.expiresAt, profile.displayName);
      return profile;
    },
  });
}

export function usePasskeys(lang: ContentLang, session: MemberSession) {
  return useQuery({
    queryKey: callKey('memberPasskeys', lang),
    queryFn: () => memberCall('memberPasskeys', lang, { token: session.token }),
  });
}

/** Another passkey for the signed-in member (a second phone, a security key). */
export async function addPasskey(lang: ContentLang, token: string): Promise<void> {
  const ceremony = await memberCall('memberAddPasskeyOptions', lang, { token });
  const response = await newPasskey(ceremony);
  // The answer lists the passkeys, which the screen asks again for anyway.
  await memberCall('memberAddPasskey', lang, {
    token,
    challengeId: ceremony.challengeId,
    response,
    label: deviceLabel(navigator.userAgent),
  });
}

/** Removes a passkey; the server refuses the last one (409, with its message). */
export async function removePasskey(lang: ContentLang, token: string, passkeyId: number) {
  await memberCall('memberRemovePasskey', lang, { token, passkeyId });
}

/** Sign-out of this device's token, or of every token of the member. */
export async function signOut(lang: ContentLang, token: string, everywhere: boolean) {
  const call = everywhere ? 'memberSignOutEverywhere' : 'memberSignOut';
  await memberCall(call, lang, { token });
}

/** Erases the account; said twice (`confirm: true`), so no stray tap erases it. */
export async function deleteAccount(lang: ContentLang, token: string) {
  await memberCall('memberDelete', lang, { token, confirm: true });
}

/** "Download my data": everything kept of the member, as the server gives it. */
export function exportData(lang: ContentLang, token: string) {
  return memberCall('memberExport', lang, { token });
}
