import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { signInAnswerSchema } from '@ecg/domain/contracts/admin';
import type { OperatorRole } from '@ecg/domain/rules/operator-access';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword, type ScryptCost } from '../src/store/operators/passwords';
import { operatorRepository } from '../src/store/operators/operator-repository';
import type { WrittenDb } from '../src/store/core/written-tables';

/** The operators' tests share one password. */
export const PASSWORD = 'tide-pool at Sanxiantai 3';
let hashed: Promise<string> | undefined;

/**
 * The scrypt cost of the tests' operators, and of the test app's check of an unknown email:
 * a few milliseconds a hash where the real cost (PASSWORD_COST) takes a few hundred and
 * 128 MiB. The real cost is what `npm run admin:user` hashes with (admin-user-cli.test.ts).
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export async function addOperator(
  store: WrittenDb,
  email: string,
  role: OperatorRole = 'staff',
  name = email.split('@')[0] as string,
): Promise<number> {
  hashed ??= hashPassword(PASSWORD, TEST_PASSWORD_COST);
  return operatorRepository(store).add({ email, name, role, passwordHash: await hashed }, 0);
}

export const signIn = (app: FastifyInstance, email: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: ADMIN_API_PATHS.signIn, payload: { email, password } });

/** Signs in and answers the session's token. */
export async function tokenOf(app: FastifyInstance, email: string): Promise<string> {
  const response = await signIn(app, email);
  expect(response.statusCode).toBe(200);
  return signInAnswerSchema.parse(response.json()).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: ADMIN_API_PATHS.me, headers: bearer(token) });

/** The log's actions, oldest first. */
export const loggedActions = (store: WrittenDb) =>
  store
    .selectFrom('operator_actions')
    .select(['operator_id', 'action', 'subject_kind', 'subject_id', 'detail'])
    .orderBy('id')
    .execute();
