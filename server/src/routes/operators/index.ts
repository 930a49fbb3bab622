import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { WrittenTables } from '../../store/core/written-tables';
import { operatorActionRepository } from '../../store/operators/operator-action-repository';
import { operatorRepository } from '../../store/operators/operator-repository';
import { signInThrottleRepository } from '../../store/operators/sign-in-throttle-repository';
import { operatorAdminRoutes } from './admin-operators';
import { registerConsolePage } from './console-page';
import { signInRoutes, type SignInOptions } from './sign-in';

export interface OperatorsAreaOptions {
  /** The written tables: operators, their sessions and log, the sign-in throttle. */
  store: Kysely<WrittenTables>;
  /** The server's clock: of operators' sessions and their log. */
  now: () => number;
  signIn: SignInOptions;
  /** The built app's folder, whose admin/ holds the console's page. */
  webRoot: string;
}

/**
 * The operator console's own part (docs/architecture.md, Operator console): signing in and out,
 * the admins' section of operators and their log, and the console's page at /admin/. Each other
 * area registers its own sections behind the guard (admin-guard.ts).
 */
export const operatorsArea =
  ({ store, now, signIn, webRoot }: OperatorsAreaOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const operators = operatorRepository(store);
    await app.register(signInRoutes(operators, signInThrottleRepository(store), now, signIn));
    await app.register(operatorAdminRoutes(operators, operatorActionRepository(store)));
    await registerConsolePage(app, webRoot);
  };
