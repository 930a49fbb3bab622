import { useQuery } from '@/lib/query';
import type { CampaignCheckIn, MemberCampaignPlace } from '@ecg/domain/contracts/campaign';
import type { LatLng } from '@ecg/domain/rules/distance';
import type { ContentLang } from '@ecg/domain/rules/language';
import { callKey } from '@/lib/api/query-keys';
import { MemberCallError, memberCall } from '@/lib/members/member-call';
import type { MemberSession } from '@/lib/members/member-session';

/** The running campaign with the member's standing at each place, or null (docs/campaigns.md). */
export function useMemberCampaign(lang: ContentLang, session: MemberSession) {
  return useQuery({
    queryKey: callKey('memberCampaign', lang),
    queryFn: () => memberCall('memberCampaign', lang, { token: session.token }),
  });
}

/** Why a check-in did not count, in the words the panel says it in. */
export type CheckInProblem =
  | { kind: 'denied' | 'unavailable' | 'timeout' | 'offline' | 'alreadyToday' | 'gone' }
  | { kind: 'tooFar'; metres: number }
  | { kind: 'tooMany' | 'failed' | 'signedOut' };

export class CheckInError extends Error {
  constructor(readonly problem: CheckInProblem) {
    super(`check-in: ${problem.kind}`);
    this.name = 'CheckInError';
  }
}

/** GeolocationPositionError's codes, the same in every browser. */
const POSITION_ERRORS: Record<number, 'denied' | 'unavailable' | 'timeout'> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

/**
 * Where the phone says it is now, as exactly as it can: a check-in is judged by it. A refusal
 * of the browser says which: denied, unavailable (no fix, or no geolocation), or timed out.
 */
export function positionNow(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new CheckInError({ kind: 'unavailable' }));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      ({ code }) => reject(new CheckInError({ kind: POSITION_ERRORS[code] ?? 'unavailable' })),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 20_000 },
    );
  });
}

/** A refusal of the server as the panel says it: 422 how far, 409 today already, 404 gone. */
export function checkInProblemOf(error: unknown): CheckInProblem {
  if (error instanceof CheckInError) return error.problem;
  if (!(error instanceof MemberCallError)) return { kind: 'failed' };
  const metres = (error.body as { metres?: unknown } | undefined)?.metres;
  if (typeof metres === 'number') return { kind: 'tooFar', metres };
  switch (error.problem.kind) {
    case 'conflict':
      return { kind: 'alreadyToday' };
    case 'notFound':
      return { kind: 'gone' };
    case 'offline':
    case 'tooMany':
    case 'signedOut':
      return { kind: error.problem.kind };
    default:
      return { kind: 'failed' };
  }
}

/**
 * A check-in at a campaign place: offline is said before the position is asked for, then the
 * phone's position goes to the server, which judges it (docs/campaigns.md).
 */
export async function checkIn(
  lang: ContentLang,
  token: string,
  campaignId: number,
  place: MemberCampaignPlace,
): Promise<CampaignCheckIn> {
  if (!navigator.onLine) throw new CheckInError({ kind: 'offline' });
  const { lat, lng } = await positionNow();
  return memberCall('campaignCheckIn', lang, {
    token,
    campaignId,
    kind: place.kind,
    placeId: place.id,
    lat,
    lng,
  });
}
