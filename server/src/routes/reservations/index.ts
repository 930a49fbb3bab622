import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorCentreRepository } from '../../store/content/visitor-centre-repository';
import { batchRepository } from '../../store/reservations/batch-repository';
import { bookingConsoleRepository } from '../../store/reservations/booking-console-repository';
import { bookingLookupRepository } from '../../store/reservations/booking-lookup-repository';
import { bookingRepository } from '../../store/reservations/booking-repository';
import { offeringRepository } from '../../store/reservations/offering-repository';
import { requireContentLang } from '../core/lang';
import { loggedChanges } from '../operators/logged-change';
import type { WriteDependencies } from '../writes/write-route';
import { bookingAdminRoutes } from './admin-bookings';
import { reservationAdminRoutes } from './admin-offerings';
import { reservationRoutes } from './reservations';

/**
 * Reservations (requirements §7 reservation, echelon, application; docs/architecture.md, Writes):
 * the offerings and batches visitors book, their bookings and look-ups, and the console's sections
 * of offerings, batches and bookings.
 */
export const reservationsArea =
  (deps: WriteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    const { store } = deps;
    const centres = visitorCentreRepository(deps.content);
    const offerings = offeringRepository(store);
    const batches = batchRepository(store);
    const consoleBookings = bookingConsoleRepository(store);
    const changes = loggedChanges(store);
    requireContentLang(app);
    reservationRoutes(app, deps, {
      centres,
      offerings,
      batches,
      bookings: bookingRepository(store),
      lookups: bookingLookupRepository(store),
    });
    await app.register(
      reservationAdminRoutes({
        offerings,
        batches,
        centres,
        changes,
      }),
    );
    await app.register(bookingAdminRoutes(consoleBookings, changes));
  };
