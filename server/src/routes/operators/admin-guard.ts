import type { OperatorRole } from '@ecg/domain/rules/operator-access';
import { roleAllows } from '@ecg/domain/rules/operator-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError, UnauthorizedError } from '../../plugins/errors';
import type { OperatorRepository } from '../../store/operators/operator-repository';

/**
 * The operator console's guard (docs/architecture.md, Operator console). A section of the console
 * registers its routes with `operatorRoutes(role, plugin)`; inside, every route needs a live
 * session of at least `role`, and `operatorOf(request)` is the operator calling. A change is made
 * with its line of the log in one transaction (logged-change.ts):
 *
 *   export const repairAdminRoutes = (repairs: RepairRepository, changes: LoggedChange) =>
 *     operatorRoutes('staff', async (app) => {
 *       app.post(ADMIN_API_PATHS.repairStatus, { schema: { body, response } }, async (request) => {
 *         await changes(operatorOf(request), { statusRefused: 'status' },
 *           (trx) => repairRepository(trx).changeStatus(...),
 *           () => ({ action: 'repair.status', subjectKind: 'repair', subjectId: number }));
 *         return { success: true, data: ... };
 *       });
 *     });
 *
 * and the area's index.ts registers it: `await app.register(repairAdminRoutes(...))`. Answers
 * are kept by no cache.
 */

/** 32 bytes in base64url: anything else is not a token of ours and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Authorization: Bearer <token>` header, if it holds one of ours. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([^\s]+)$/i.exec(header ?? '');
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The operator of a guarded request; `at` is when the request was let in (the server's clock). */
export interface SignedInOperator {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  at: number;
  /** The session's absolute end (epoch ms). */
  expiresAt: number;
}

interface OperatorAccess {
  operators: OperatorRepository;
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorAccess: OperatorAccess;
  }
  interface FastifyRequest {
    operator: SignedInOperator | null;
  }
}

/** Once, in buildApp: where sessions are kept and the clock that ages them. */
export function registerOperatorAccess(app: FastifyInstance, access: OperatorAccess): void {
  app.decorate('operatorAccess', access);
  app.decorateRequest('operator', null);
}

/** Console answers are an operator's own: no cache keeps them, whatever a route says. */
export function keepAnswersPrivate(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, cachePolicy: 'visitor', cacheAnswer: false };
  });
}

/** The operator the guard let in; only inside operatorRoutes. */
export function operatorOf(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw new UnauthorizedError('Sign in first');
  return request.operator;
}

/**
 * Routes that need a live session of at least `role`: 401 without one (or with one that has
 * ended: idle 30 minutes, 12 hours in all, or its operator disabled), 403 for a staff member on
 * an admin route. Checked before the body is read, so no one unsigned learns what a route wants.
 */
export function operatorRoutes(
  role: OperatorRole,
  register: FastifyPluginAsyncZod,
): FastifyPluginAsyncZod {
  return async (app) => {
    keepAnswersPrivate(app);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new UnauthorizedError('Sign in first: send Authorization: Bearer <token>');
      const { operators, now } = app.operatorAccess;
      const at = now();
      const session = await operators.useSession(token, at);
      if (!session) throw new UnauthorizedError('Your session has ended: sign in again');
      if (!roleAllows(session.operator.role, role)) {
        throw new ForbiddenError(`This needs the ${role} role`);
      }
      request.operator = { ...session.operator, at, expiresAt: session.expiresAt };
    });
    await app.register(register);
  };
}
