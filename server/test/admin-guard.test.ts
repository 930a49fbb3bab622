import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operatorOf, operatorRoutes } from '../src/routes/operators/admin-guard';
import { operatorActionRepository } from '../src/store/operators/operator-action-repository';
import { useTestApp } from './helper';
import { addOperator, bearer, loggedActions, tokenOf } from './operators';

const context = useTestApp();
const tokens: Record<'staff' | 'admin', string> = { staff: '', admin: '' };

/** A section of the console as another part of the server would add one. */
beforeAll(async () => {
  const section = (role: 'staff' | 'admin', path: string) =>
    operatorRoutes(role, async (app) => {
      app.post(
        path,
        { schema: { body: z.object({ note: z.string().min(1, { error: 'note is empty' }) }) } },
        async (request) => {
          const operator = operatorOf(request);
          await context.store.transaction().execute(async (trx) => {
            await operatorActionRepository(trx).record(operator, {
              action: 'test.note',
              subjectKind: 'test',
            });
          });
          return { success: true, data: { by: operator.name } };
        },
      );
    });
  await context.app.register(section('staff', '/admin/api/test-staff'));
  await context.app.register(section('admin', '/admin/api/test-admin'));
  await addOperator(context.store, 'staff@example.tw', 'staff');
  await addOperator(context.store, 'admin@example.tw', 'admin');
  tokens.staff = await tokenOf(context.app, 'staff@example.tw');
  tokens.admin = await tokenOf(context.app, 'admin@example.tw');
});

const post = (
  url: string,
  headers: Record<string, string>,
  payload: Record<string, string> = { note: 'x' },
) => context.app.inject({ method: 'POST', url, headers, payload });

describe('operatorRoutes(role, plugin)', () => {
  it.each([
    ['staff', '/admin/api/test-staff', 200],
    ['admin', '/admin/api/test-staff', 200],
    ['staff', '/admin/api/test-admin', 403],
    ['admin', '/admin/api/test-admin', 200],
  ] as const)('lets %s on %s: %i', async (role, url, status) => {
    const response = await post(url, bearer(tokens[role]));
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.json()).toEqual({ success: true, data: { by: role } });
      expect(response.headers['cache-control']).toBe('private, no-store');
    } else {
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe('This needs the admin role');
    }
  });

  it('answers 401 without a session, before it reads the body', async () => {
    const response = await post('/admin/api/test-staff', {}, { note: '' });
    expect(response.statusCode).toBe(401);
  });

  it('answers a bad body of a signed-in operator with a 400 naming the field', async () => {
    const response = await post('/admin/api/test-staff', bearer(tokens.staff), { note: '' });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain('body.note');
  });

  it('logs the action under the operator who did it', async () => {
    const before = (await loggedActions(context.store)).length;
    await post('/admin/api/test-staff', bearer(tokens.admin));
    const [action] = (await loggedActions(context.store)).slice(before);
    const admin = await context.store
      .selectFrom('operators')
      .select('id')
      .where('email', '=', 'admin@example.tw')
      .executeTakeFirstOrThrow();
    expect(action).toMatchObject({
      operator_id: admin.id,
      action: 'test.note',
      subject_kind: 'test',
    });
  });
});
