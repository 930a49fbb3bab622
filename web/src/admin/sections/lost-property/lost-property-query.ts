import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  foundItemsAnswerSchema,
  lostReportsAnswerSchema,
} from '@ecg/domain/contracts/admin-lost-property';
import { visitorCentreSchema } from '@ecg/domain/contracts/admin-reservations';
import { envelope } from '@ecg/domain/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { adminGet } from '../../api';

export const LOST_PROPERTY_KEY = ['lost-property'] as const;
export const LOST_PROPERTY_PAGE_SIZE = 20;

const centresKey = [...LOST_PROPERTY_KEY, 'centres'] as const;
const foundKey = (state: string, page: number) =>
  [...LOST_PROPERTY_KEY, 'found', state, page] as const;
const lostKey = (state: string, category: string, page: number) =>
  [...LOST_PROPERTY_KEY, 'lost', state, category, page] as const;

const pathWith = (path: string, params: Record<string, string | number>) => {
  const query = new URLSearchParams({ pageSize: String(LOST_PROPERTY_PAGE_SIZE) });
  for (const [name, value] of Object.entries(params)) {
    if (value !== '') query.set(name, String(value));
  }
  return `${path}?${query}`;
};

export const centresQuery = queryOptions({
  queryKey: centresKey,
  queryFn: async () =>
    (await adminGet(ADMIN_API_PATHS.visitorCentres, envelope(z.array(visitorCentreSchema)))).data,
  staleTime: Infinity,
});

export const foundItemsQuery = (state: string, page: number) =>
  queryOptions({
    queryKey: foundKey(state, page),
    queryFn: async () =>
      (
        await adminGet(
          pathWith(ADMIN_API_PATHS.foundItems, { state, page }),
          foundItemsAnswerSchema,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

export const lostReportsQuery = (state: string, category: string, page: number) =>
  queryOptions({
    queryKey: lostKey(state, category, page),
    queryFn: async () =>
      (
        await adminGet(
          pathWith(ADMIN_API_PATHS.lostReports, { state, category, page }),
          lostReportsAnswerSchema,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
