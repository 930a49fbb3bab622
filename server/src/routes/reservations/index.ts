import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContentLang } from '../core/lang';
import type { WriteDependencies } from '../writes/write-route';
import { reservationAdminRoutes } from './admin-offerings';
import { bookingAdminRoutes } from './admin-bookings';
import { reservationRoutes } from './reservations';

/**
 * Reservations (requirements §7 reservation, echelon, application; docs/architecture.md, Writes):
 * the offerings and batches visitors book, their bookings and look-ups, and the console's sections
 * of offerings, batches and bookings.
 */
export const reservationsArea =
  (deps: WriteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    reservationRoutes(app, deps);
    await app.register(reservationAdminRoutes(deps.store));
    await app.register(bookingAdminRoutes(deps.store));
  };
