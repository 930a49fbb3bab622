import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  operatorPublicationsAnswerSchema,
  publicationRequestsAnswerSchema,
} from '@ecg/domain/contracts/admin-publications';
import { queryOptions } from '@/lib/query';
import { adminGet } from '@/admin/api';

export const PUBLICATIONS_KEY = ['publications'] as const;

const LIST_KEY = [...PUBLICATIONS_KEY, 'list'] as const;
const requestsKey = (status: string) => [...PUBLICATIONS_KEY, 'requests', status] as const;

export const publicationsQuery = queryOptions({
  queryKey: LIST_KEY,
  queryFn: async () =>
    (await adminGet(ADMIN_API_PATHS.publications, operatorPublicationsAnswerSchema)).data,
});

/** The requests of one status, or all (''). */
export const requestsQuery = (status: '' | 'requested' | 'posted') =>
  queryOptions({
    queryKey: requestsKey(status),
    queryFn: async () =>
      (
        await adminGet(
          status
            ? `${ADMIN_API_PATHS.publicationRequests}?status=${status}`
            : ADMIN_API_PATHS.publicationRequests,
          publicationRequestsAnswerSchema,
        )
      ).data,
  });
