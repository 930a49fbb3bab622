import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandlers } from '../src/plugins/errors';
import type { SignedInOperator } from '../src/routes/operators/admin-guard';
import { numberChangeRoute } from '../src/routes/lost-property/number-change';

/**
 * The one change route of the lost-property console (routes/lost-property/number-change.ts), on a
 * bare app: the guard's operator is set by a hook, as operatorRoutes sets it.
 */
const OPERATOR: SignedInOperator = {
  id: 7,
  email: 'desk@example.org',
  name: 'Desk',
  role: 'staff',
  at: 1_800_000_000_000,
  expiresAt: 1_800_043_200_000,
};
const body = z.object({ number: z.string().min(1), note: z.string().optional() });

let app: FastifyInstance;
let calls: [z.infer<typeof body>, SignedInOperator][];

beforeEach(async () => {
  calls = [];
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    request.operator = OPERATOR;
  });
  numberChangeRoute(app, 'editFoundItem', body, async (sent, operator) => {
    calls.push([sent, operator]);
    return `${sent.number}-changed`;
  });
  await app.ready();
});

afterEach(() => app.close());

describe('numberChangeRoute', () => {
  it('makes the change with the body and the operator, and answers the number it gives', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: ADMIN_API_PATHS.editFoundItem,
      payload: { number: 'F-1' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"success":true,"data":{"number":"F-1-changed"}}');
    expect(calls).toEqual([[{ number: 'F-1' }, OPERATOR]]);
  });

  it('refuses a body its schema refuses, before any change', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: ADMIN_API_PATHS.editFoundItem,
      payload: { number: '' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false });
    expect(calls).toEqual([]);
  });
});
