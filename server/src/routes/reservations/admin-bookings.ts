import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  bookingsQuerySchema,
  cancelBookingRequestSchema,
  confirmBookingRequestSchema,
} from '@ecg/domain/contracts/admin-reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingConsoleRepository,
  type BookingConsoleRepository,
} from '../../store/reservations/booking-console-repository';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';

/**
 * The bookings visitors made, from the console (docs/architecture.md, Operator console): listed by
 * offering, batch, date or status with the visitor's contact; confirmed (a narrator found) or
 * cancelled by the centre with a note the visitor reads on their booking's page; each logged in its
 * transaction.
 */
export const bookingAdminRoutes = (
  bookings: BookingConsoleRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.bookings,
      {
        schema: { querystring: bookingsQuerySchema, response: { 200: ADMIN_ANSWERS.bookings.GET } },
      },
      async (request) => ({
        success: true,
        data: await bookings.list(request.query),
      }),
    );

    // Confirming and cancelling differ only in their call, note rule, status, action and change.
    const decisions = [
      {
        call: 'confirmBooking',
        body: confirmBookingRequestSchema,
        status: 'confirmed',
        action: 'booking.confirm',
        change: 'confirm',
      },
      {
        call: 'cancelBooking',
        body: cancelBookingRequestSchema,
        status: 'cancelled',
        action: 'booking.cancel',
        change: 'cancel',
      },
    ] as const;
    for (const { call, body, status, action, change } of decisions) {
      app.post(
        ADMIN_API_PATHS[call],
        { schema: { body, response: { 200: ADMIN_ANSWERS[call].POST } } },
        async (request) => {
          const operator = operatorOf(request);
          const { number, note } = request.body;
          await changes(
            operator,
            {},
            (trx) => bookingConsoleRepository(trx)[change](number, note ?? null, operator.at),
            () => ({
              action,
              subjectKind: 'booking',
              subjectId: number,
              detail: { noteLength: note?.length ?? 0 },
            }),
          );
          return { success: true, data: { number, status } };
        },
      );
    }
  });
