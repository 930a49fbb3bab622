import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { signInRequestSchema } from '@ecg/domain/contracts/admin';
import {
  SIGN_IN_BUSY_REASON,
  SIGN_IN_CLIENT_LIMIT,
  SIGN_IN_CLIENT_WINDOW_MS,
  SIGN_IN_LOCKED_REASON,
} from '@ecg/domain/rules/operator-access';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HASH_RETRY_AFTER_SECONDS, hashGate, type HashGate } from './hash-gate';
import { verifyNothing, verifyPassword, type ScryptCost } from '../../store/operators/passwords';
import { clientKey } from '../../plugins/client-key';
import { TooManyRequestsError, UnauthorizedError } from '../../plugins/errors';
import type { WriteLimit } from '../../plugins/write-limits';
import { SIGN_IN_FAILED, SIGN_IN_LOCKED } from '../../store/operators/operator-action-repository';
import type { OperatorRepository } from '../../store/operators/operator-repository';
import type { SignInThrottleRepository } from '../../store/operators/sign-in-throttle-repository';
import { bearerToken, keepAnswersPrivate, operatorOf, operatorRoutes } from './admin-guard';

/** One message for an unknown email and a wrong password: it tells no one which emails exist. */
export const WRONG_CREDENTIALS = 'The email or the password is wrong';

export interface SignInOptions {
  /** Sign-ins one client may send in a window, whatever the emails, refused before hashing. */
  clientLimit?: WriteLimit;
  /** The gate every password check passes (one per server unless a test gives its own). */
  gate?: HashGate;
  /**
   * The cost operators' passwords are hashed at, which the check of an unknown email spends
   * too: PASSWORD_COST unless a test lowers it, as its operators' hashes are lowered.
   */
  passwordCost?: ScryptCost;
}

/**
 * Signing in and out of the console (docs/architecture.md, Operator console). In this order,
 * each before anything costlier: the client's limit of sign-ins (429), a place among the
 * password hashes (429 when the queue is full), a slot of the email's count for this client
 * (429 once locked), and only then scrypt. Failed and refused tries are logged one row per
 * window with a count; the count and its lock are in the store, so a restart lifts nothing.
 */
export const signInRoutes =
  (
    operators: OperatorRepository,
    throttle: SignInThrottleRepository,
    now: () => number,
    options: SignInOptions = {},
  ): FastifyPluginAsyncZod =>
  async (app) => {
    keepAnswersPrivate(app);
    const gate = options.gate ?? hashGate();
    const limit = options.clientLimit ?? {
      max: SIGN_IN_CLIENT_LIMIT,
      timeWindowMs: SIGN_IN_CLIENT_WINDOW_MS,
    };

    app.post(
      ADMIN_API_PATHS.signIn,
      {
        config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
        schema: { body: signInRequestSchema, response: { 200: ADMIN_ANSWERS.signIn.POST } },
      },
      async (request) => {
        const { email, password } = request.body;
        const at = now();
        const key = { email, client: clientKey(request.ip) };
        const ticket = gate.tryEnter();
        if (!ticket) {
          throw new TooManyRequestsError(
            'Too many sign-ins are being checked: try again in a moment',
            HASH_RETRY_AFTER_SECONDS,
            SIGN_IN_BUSY_REASON,
          );
        }
        try {
          const operator = await operators.findActiveByEmail(email);
          const actor = { id: operator?.id ?? null, at };
          const reservation = await throttle.reserve(key, at);
          if (!reservation.granted) {
            await throttle.logTry(SIGN_IN_LOCKED, key, actor);
            const minutes = Math.ceil(reservation.retryAfterMs / 60_000);
            throw new TooManyRequestsError(
              `Too many failed sign-ins for this email: try again in ${minutes} minutes`,
              Math.ceil(reservation.retryAfterMs / 1000),
              SIGN_IN_LOCKED_REASON,
            );
          }
          const matches = await ticket.run(() =>
            operator
              ? verifyPassword(password, operator.password_hash)
              : verifyNothing(password, options.passwordCost),
          );
          if (!operator || !matches) {
            await throttle.logTry(SIGN_IN_FAILED, key, actor);
            throw new UnauthorizedError(WRONG_CREDENTIALS);
          }
          const session = await operators.signIn(operator.id, key, at);
          return {
            success: true,
            data: {
              token: session.token,
              operator: { id: operator.id, name: operator.name, role: operator.role },
              expiresAt: formatTaipei(session.expiresAt),
            },
          };
        } finally {
          ticket.release();
        }
      },
    );

    await app.register(
      operatorRoutes('staff', async (guarded) => {
        guarded.get(
          ADMIN_API_PATHS.me,
          { schema: { response: { 200: ADMIN_ANSWERS.me.GET } } },
          async (request) => {
            const { id, name, role, expiresAt } = operatorOf(request);
            return {
              success: true,
              data: { operator: { id, name, role }, expiresAt: formatTaipei(expiresAt) },
            };
          },
        );

        guarded.post(
          ADMIN_API_PATHS.signOut,
          { schema: { response: { 200: ADMIN_ANSWERS.signOut.POST } } },
          async (request) => {
            const operator = operatorOf(request);
            const token = bearerToken(request.headers.authorization) as string;
            await operators.signOut(token, operator);
            return { success: true, data: null };
          },
        );
      }),
    );
  };
