import { queryOptions } from '../query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { callKey } from '../api/query-keys';
import { memberCall } from './member-call';

/**
 * A member's trip as asked by My trips and by the trip map (docs/members.md, Trips): the token
 * in the body, answered only into a member query client (createMemberQueryClient), never the
 * app's, which is saved on the device.
 */
export const memberTripQuery = (lang: ContentLang, token: string, tripId: number) =>
  queryOptions({
    queryKey: callKey('memberTrip', lang, { tripId }),
    queryFn: () => memberCall('memberTrip', lang, { token, tripId }),
  });
