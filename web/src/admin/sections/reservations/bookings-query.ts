import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { BOOKING_STATUSES, type BookingStatus } from '@ecg/domain/rules/bookings';
import { queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';
import { RESERVATION_CALLS } from './reservations-query';

/**
 * What confirming or cancelling a booking makes stale: the bookings, and the offerings' batches
 * whose places booked it changes.
 */
export const BOOKING_CALLS: readonly AdminApiPathName[] = ['bookings', ...RESERVATION_CALLS];

/** The list's filters, as the section's address carries them (`#/bookings?status=requested`). */
export type BookingFilter = {
  offeringId?: string;
  batchId?: string;
  date?: string;
  status?: BookingStatus;
};

const FILTERS = ['offeringId', 'batchId', 'date', 'status'] as const;

export function filterOf(search: URLSearchParams): BookingFilter {
  const filter: BookingFilter = {};
  for (const name of FILTERS) {
    const value = search.get(name);
    if (!value) continue;
    if (name === 'status') {
      if ((BOOKING_STATUSES as readonly string[]).includes(value)) {
        filter.status = value as BookingStatus;
      }
    } else filter[name] = value;
  }
  return filter;
}

export const bookingsQuery = (filter: BookingFilter) =>
  queryOptions({
    queryKey: adminKey('bookings', filter),
    queryFn: async () => (await adminGet('bookings', filter)).data,
  });
