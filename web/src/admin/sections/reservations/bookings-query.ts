import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { BOOKING_STATUSES, type BookingStatus } from '@ecg/domain/rules/bookings';
import { bookingsAnswerSchema } from '@ecg/domain/contracts/admin-reservations';
import { queryOptions } from '@/lib/query';
import { adminGet } from '@/admin/api';

export const BOOKINGS_KEY = ['bookings'] as const;

/** The list's filters, as the section's address carries them (`#/bookings?status=requested`). */
export interface BookingFilter {
  offeringId?: string;
  batchId?: string;
  date?: string;
  status?: BookingStatus;
}

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

const bookingsKey = (filter: BookingFilter) => [...BOOKINGS_KEY, filter] as const;

export const bookingsQuery = (filter: BookingFilter) =>
  queryOptions({
    queryKey: bookingsKey(filter),
    queryFn: async () => {
      const query = new URLSearchParams(filter as Record<string, string>).toString();
      const path = query ? `${ADMIN_API_PATHS.bookings}?${query}` : ADMIN_API_PATHS.bookings;
      return (await adminGet(path, bookingsAnswerSchema)).data;
    },
  });
