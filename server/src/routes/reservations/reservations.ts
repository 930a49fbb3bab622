import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { bookingInputSchema, bookingLookupSchema, echelonQuerySchema } from '@ecg/domain/contracts';
import { BOOKING_CONTACT_KEPT_DAYS, type OfferingKind } from '@ecg/domain/rules/bookings';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../plugins/errors';
import type { BatchRepository } from '../../store/reservations/batch-repository';
import type { VisitorCentreRepository } from '../../store/content/visitor-centre-repository';
import {
  bookingLookupRepository,
  presentBooking,
  type BookingLookupRepository,
} from '../../store/reservations/booking-lookup-repository';
import {
  bookingRepository,
  type BookingRepository,
} from '../../store/reservations/booking-repository';
import type { OfferingRepository } from '../../store/reservations/offering-repository';
import { langParams } from '../core/lang';
import { lookupRoute } from '../writes/lookup-route';
import { writeRoute, type WriteDependencies } from '../writes/write-route';
import { bookingRefusal, lookupRefusal } from './booking-refusals';

/** The lists of each kind and the write that books it. */
const KINDS: [
  OfferingKind,
  'reservation' | 'narratorReservationInformation',
  'reservate' | 'reservateNarrator',
][] = [
  ['tour', 'reservation', 'reservate'],
  ['narrator', 'narratorReservationInformation', 'reservateNarrator'],
];

/** A booking may be looked up this often a minute from one client: a page and its refreshes. */
const LOOKUP_LIMIT = { max: 60, timeWindowMs: 60_000 };

export interface ReservationRepositories {
  /** The visitor centres, content: their names are read outside every write's transaction. */
  centres: VisitorCentreRepository;
  offerings: OfferingRepository;
  batches: BatchRepository;
  bookings: BookingRepository;
  lookups: BookingLookupRepository;
}

/**
 * Booking a visitor centre's guided tour or narrator (requirements §7): the offerings, their
 * batches with the places left as of now (kept by no cache), the bookings, and a booking found
 * or cancelled by its number and secret.
 */
export function reservationRoutes(
  scope: FastifyInstance,
  deps: WriteDependencies,
  { centres, offerings, batches, bookings, lookups }: ReservationRepositories,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  for (const [kind, list, book] of KINDS) {
    app.get(
      apiRoute(list),
      {
        config: { cachePolicy: 'live' },
        schema: { params: langParams, response: { 200: API_ANSWERS[list].GET } },
      },
      async (request) => {
        const lang = request.params.lang as ContentLang;
        const items = await offerings.list(kind, lang, await centres.contacts(lang));
        return { success: true, data: { items, contactKeptDays: BOOKING_CONTACT_KEPT_DAYS } };
      },
    );
    writeRoute(
      app,
      deps,
      { name: book, input: bookingInputSchema, answer: API_ANSWERS[book].POST },
      async (input, { lang, now, commit }) => {
        const checked = await bookings.check(kind, input, now);
        if ('problem' in checked) throw bookingRefusal(checked);
        return commit(async (trx) => {
          const receipt = await bookingRepository(trx).take(kind, input, checked, lang, now);
          if ('problem' in receipt) throw bookingRefusal(receipt);
          return { status: 201, data: receipt };
        });
      },
    );
  }

  app.get(
    apiRoute('echelon'),
    {
      // The places left are those of this very moment: no cache may keep them.
      config: { cachePolicy: 'visitor' },
      schema: {
        params: langParams,
        querystring: echelonQuerySchema,
        response: { 200: API_ANSWERS.echelon.GET },
      },
    },
    async (request) => {
      const answer = await batches.toCome(request.query.offering, deps.now());
      if (!answer) throw new NotFoundError('query.offering: no such offering on offer');
      return { success: true, data: answer };
    },
  );

  lookupRoute(
    app,
    deps,
    {
      name: 'application',
      input: bookingLookupSchema,
      answer: API_ANSWERS.application.POST,
      limit: LOOKUP_LIMIT,
    },
    async (lookup, { lang, now }) => {
      const found = await lookups.find(lookup);
      if ('problem' in found) throw lookupRefusal(found);
      return presentBooking(found, lang, now, await centres.contacts(lang, [found.centre_id]));
    },
  );

  writeRoute(
    app,
    deps,
    {
      name: 'cancelReservation',
      input: bookingLookupSchema,
      answer: API_ANSWERS.cancelReservation.POST,
    },
    async ({ number, secret }, { lang, now, commit }) => {
      const contacts = await centres.contacts(lang);
      return commit(async (trx) => {
        const cancelled = await bookingLookupRepository(trx).cancel(
          number,
          { visitor: secret },
          now,
        );
        if ('problem' in cancelled) throw lookupRefusal(cancelled);
        return { status: 200, data: presentBooking(cancelled, lang, now, contacts) };
      });
    },
  );
}
