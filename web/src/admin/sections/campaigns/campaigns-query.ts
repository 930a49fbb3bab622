import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { operatorCampaignsAnswerSchema } from '@ecg/domain/contracts/admin-campaigns';
import { queryOptions } from '@/lib/query';
import { adminGet } from '@/admin/api';

export const CAMPAIGNS_KEY = ['campaigns'] as const;

export const campaignsQuery = queryOptions({
  queryKey: CAMPAIGNS_KEY,
  queryFn: async () =>
    (await adminGet(ADMIN_API_PATHS.campaigns, operatorCampaignsAnswerSchema)).data,
});
