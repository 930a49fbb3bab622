import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { operatorNoticesAnswerSchema } from '@ecg/domain/contracts/admin-notices';
import { queryOptions } from '@/lib/query';
import { adminGet } from '@/admin/api';

export const NOTICES_KEY = ['notices'] as const;

export const noticesQuery = queryOptions({
  queryKey: NOTICES_KEY,
  queryFn: async () => (await adminGet(ADMIN_API_PATHS.notices, operatorNoticesAnswerSchema)).data,
});
