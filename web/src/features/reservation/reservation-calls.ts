import { queryOptions, useQuery } from '@/lib/query';
import type { BookingLookup } from '@ecg/domain/contracts';
import type { OfferingKind } from '@ecg/domain/rules/bookings';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent, postContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';
import { BACKGROUND_QUERY } from '@/lib/query-client';

/*
 * The booking calls the screens read (requirements §7 reservation,
 * narrator-reservation-information, echelon, application). Each screen says its own Loading,
 * so they are asked in the background. What the centres change (the places left above all) is
 * asked again each time a screen shows it.
 */

const LIST_CALLS = { tour: 'reservation', narrator: 'narratorReservationInformation' } as const;

export const offeringsQuery = (kind: OfferingKind, lang: ContentLang) =>
  queryOptions({
    queryKey: callKey(LIST_CALLS[kind], lang),
    queryFn: ({ signal }) => getContent(LIST_CALLS[kind], lang, {}, signal),
    // The operators change it at any time: asked again whenever a screen shows it.
    staleTime: 0,
    meta: BACKGROUND_QUERY,
  });

export const useOfferings = (kind: OfferingKind, lang: ContentLang) =>
  useQuery(offeringsQuery(kind, lang));

/** The batches with their places left: never taken from a cache, asked again on each visit. */
export const useBatches = (offering: number, lang: ContentLang) =>
  useQuery({
    queryKey: callKey('echelon', lang, { offering }),
    queryFn: ({ signal }) => getContent('echelon', lang, { offering }, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    meta: BACKGROUND_QUERY,
  });

/** A booking by its number and secret; the secret is no part of the key kept on the phone. */
export const useBooking = (lookup: BookingLookup, lang: ContentLang) =>
  useQuery({
    queryKey: callKey('application', lang, lookup),
    queryFn: ({ signal }) => postContent('application', lang, lookup, signal),
    enabled: lookup.secret !== '',
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    meta: BACKGROUND_QUERY,
  });
