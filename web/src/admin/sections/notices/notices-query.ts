import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';

/** What publishing or withdrawing a notice makes stale. */
export const NOTICE_CALLS: readonly AdminApiPathName[] = ['notices'];

export const noticesQuery = queryOptions({
  queryKey: adminKey('notices'),
  queryFn: async () => (await adminGet('notices')).data,
});
