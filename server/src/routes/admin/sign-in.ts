import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  meAnswerSchema,
  signInAnswerSchema,
  signInRequestSchema,
  signOutAnswerSchema,
} from '@ecg/domain/contracts/admin';
import { signInLockedUntil } from '@ecg/domain/rules/operator-access';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyNothing, verifyPassword } from '../../operators/passwords';
import { bearerToken } from '../../operators/session-tokens';
import { TooManyRequestsError, UnauthorizedError } from '../../plugins/errors';
import type { Store } from '../../store/database';
import {
  EMAIL_SUBJECT,
  SIGN_IN,
  SIGN_IN_FAILED,
  SIGN_IN_LOCKED,
  SIGN_OUT,
  operatorActionRepository,
  recordAction,
} from '../../store/operator-actions';
import { operatorRepository } from '../../store/operator-repository';
import { keepAnswersPrivate, operatorOf, operatorRoutes } from './admin-guard';

/** One message for an unknown email and a wrong password: it tells no one which emails exist. */
export const WRONG_CREDENTIALS = 'The email or the password is wrong';

/**
 * Signing in and out of the console (issue 16 point 5). Every sign-in is logged, failed and
 * refused ones too, against the email typed; ten failures within 15 minutes lock the email for
 * 15 minutes, counted from the log, so a restart does not lift the lock.
 */
export const signInRoutes =
  (store: Store, now: () => number): FastifyPluginAsyncZod =>
  async (app) => {
    keepAnswersPrivate(app);
    const operators = operatorRepository(store);
    const actions = operatorActionRepository(store);

    app.post(
      ADMIN_API_PATHS.signIn,
      { schema: { body: signInRequestSchema, response: { 200: signInAnswerSchema } } },
      async (request) => {
        const { email, password } = request.body;
        const at = now();
        const subject = { subjectKind: EMAIL_SUBJECT, subjectId: email };
        const operator = await operators.findActiveByEmail(email);
        const actor = { id: operator?.id ?? null, at };
        const lockedUntil = signInLockedUntil(await actions.signInFailures(email, at), at);
        if (lockedUntil !== undefined) {
          await recordAction(store, actor, { action: SIGN_IN_LOCKED, ...subject });
          const minutes = Math.ceil((lockedUntil - at) / 60_000);
          throw new TooManyRequestsError(
            `Too many failed sign-ins for this email: try again in ${minutes} minutes`,
            Math.ceil((lockedUntil - at) / 1000),
          );
        }
        const matches = operator
          ? await verifyPassword(password, operator.password_hash)
          : await verifyNothing(password);
        if (!operator || !matches) {
          await recordAction(store, actor, { action: SIGN_IN_FAILED, ...subject });
          throw new UnauthorizedError(WRONG_CREDENTIALS);
        }
        const session = await store.transaction().execute(async (trx) => {
          await recordAction(trx, { id: operator.id, at }, { action: SIGN_IN, ...subject });
          return operatorRepository(trx).openSession(operator.id, at);
        });
        return {
          success: true,
          data: {
            token: session.token,
            operator: { id: operator.id, name: operator.name, role: operator.role },
            expiresAt: formatTaipei(session.expiresAt),
          },
        };
      },
    );

    await app.register(
      operatorRoutes('staff', async (guarded) => {
        guarded.get(
          ADMIN_API_PATHS.me,
          { schema: { response: { 200: meAnswerSchema } } },
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
          { schema: { response: { 200: signOutAnswerSchema } } },
          async (request) => {
            const operator = operatorOf(request);
            const token = bearerToken(request.headers.authorization) as string;
            await store.transaction().execute(async (trx) => {
              await operatorRepository(trx).closeSession(token);
              await recordAction(trx, operator, { action: SIGN_OUT });
            });
            return { success: true, data: null };
          },
        );
      }),
    );
  };
