import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';

/** What a change of a publication or a request makes stale: the list and the requests. */
export const PUBLICATION_CALLS: readonly AdminApiPathName[] = [
  'publications',
  'publicationRequests',
];

export const publicationsQuery = queryOptions({
  queryKey: adminKey('publications'),
  queryFn: async () => (await adminGet('publications')).data,
});

/** The requests of one status, or all (''). */
export const requestsQuery = (status: '' | 'requested' | 'posted') =>
  queryOptions({
    queryKey: adminKey('publicationRequests', { status }),
    queryFn: async () => (await adminGet('publicationRequests', { status })).data,
  });
