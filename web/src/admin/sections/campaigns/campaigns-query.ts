import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';

/** What a change of a campaign makes stale. */
export const CAMPAIGN_CALLS: readonly AdminApiPathName[] = ['campaigns'];

export const campaignsQuery = queryOptions({
  queryKey: adminKey('campaigns'),
  queryFn: async () => (await adminGet('campaigns')).data,
});
