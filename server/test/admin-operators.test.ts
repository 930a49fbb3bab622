import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import { actionsAnswerSchema, operatorListAnswerSchema } from '@ecg/domain/contracts/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorRepository } from '../src/store/operators/operator-repository';
import { useTestApp } from './helper';
import { addOperator, bearer, signIn, tokenOf } from './operators';
import { APP_WRITTEN_STORES } from './written-engines';

/** 2026-07-01 09:00 Taipei. */
const START = Date.UTC(2026, 6, 1, 1, 0, 0);

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  const context = useTestApp({ now: () => START }, engine);
  const tokens = { staff: '', admin: '' };

  beforeAll(async () => {
    await addOperator(context.written, 'ana@example.tw', 'admin', 'Ana');
    const kao = await addOperator(context.written, 'kao@example.tw', 'staff', 'Kao');
    await operatorRepository(context.written).disable(kao, START);
    await addOperator(context.written, 'mei@example.tw', 'staff', 'Mei');
    await signIn(context.app, 'nobody@example.tw', 'guess');
    tokens.admin = await tokenOf(context.app, 'ana@example.tw');
    tokens.staff = await tokenOf(context.app, 'mei@example.tw');
  });

  const get = (url: string, token: string) =>
    context.app.inject({ method: 'GET', url, headers: bearer(token) });

  describe('GET /admin/api/operators', () => {
    it('lists every operator for an admin, disabled ones said so, no password hash', async () => {
      const response = await get(ADMIN_API_PATHS.operators, tokens.admin);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('scrypt');
      const { data } = operatorListAnswerSchema.parse(response.json());
      expect(data.map((o) => [o.email, o.role, o.disabledAt])).toEqual([
        ['ana@example.tw', 'admin', null],
        ['kao@example.tw', 'staff', '2026-07-01 09:00:00'],
        ['mei@example.tw', 'staff', null],
      ]);
    });

    it('is refused to staff with a 403', async () => {
      const response = await get(ADMIN_API_PATHS.operators, tokens.staff);
      expect(response.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe('This needs the admin role');
    });
  });

  describe('GET /admin/api/actions', () => {
    it('pages the log, the newest first, with who did what', async () => {
      const response = await get(`${ADMIN_API_PATHS.actions}?pageSize=2`, tokens.admin);
      expect(response.statusCode).toBe(200);
      const { data } = actionsAnswerSchema.parse(response.json());
      expect(data.total).toBe(3);
      expect(
        data.items.map((a) => [a.operator?.name ?? null, a.action, a.subjectId, a.at]),
      ).toEqual([
        ['Mei', 'sign-in', 'mei@example.tw', '2026-07-01 09:00:00'],
        ['Ana', 'sign-in', 'ana@example.tw', '2026-07-01 09:00:00'],
      ]);
      const second = await get(`${ADMIN_API_PATHS.actions}?pageSize=2&page=2`, tokens.admin);
      const [failed] = actionsAnswerSchema.parse(second.json()).data.items;
      expect(failed).toMatchObject({
        operator: null,
        action: 'sign-in.failed',
        subjectKind: 'email',
      });
    });

    it.each([
      ['page=0', 'querystring.page'],
      ['pageSize=101', 'querystring.pageSize'],
      ['page=two', 'querystring.page'],
    ])('refuses %s with a 400 naming the field', async (query, field) => {
      const response = await get(`${ADMIN_API_PATHS.actions}?${query}`, tokens.admin);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain(field);
    });

    it('is refused to staff with a 403', async () => {
      expect((await get(ADMIN_API_PATHS.actions, tokens.staff)).statusCode).toBe(403);
    });
  });
});
