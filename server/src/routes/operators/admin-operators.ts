import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { actionsRequestSchema } from '@ecg/domain/contracts/admin';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  ActionRow,
  OperatorActionRepository,
} from '../../store/operators/operator-action-repository';
import type { OperatorRepository } from '../../store/operators/operator-repository';
import { operatorRoutes } from './admin-guard';

const detailOf = (text: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};

const actionOf = (row: ActionRow) => ({
  id: row.id,
  operator:
    row.operator_id === null ? null : { id: row.operator_id, name: row.operator_name ?? '' },
  action: row.action,
  subjectKind: row.subject_kind,
  subjectId: row.subject_id,
  detail: detailOf(row.detail),
  at: formatTaipei(row.at),
});

/**
 * For admins, read only (docs/architecture.md, Operator console): the operators, and the log of
 * every action. Adding and disabling operators stays a command-line job (npm run admin:user).
 */
export const operatorAdminRoutes = (
  operators: OperatorRepository,
  actions: OperatorActionRepository,
): FastifyPluginAsyncZod =>
  operatorRoutes('admin', async (app) => {
    app.get(
      ADMIN_API_PATHS.operators,
      { schema: { response: { 200: ADMIN_ANSWERS.operators.GET } } },
      async () => {
        const listed = await operators.list();
        return {
          success: true,
          data: listed.map((operator) => ({
            id: operator.id,
            email: operator.email,
            name: operator.name,
            role: operator.role,
            createdAt: formatTaipei(operator.created_at),
            disabledAt: operator.disabled_at === null ? null : formatTaipei(operator.disabled_at),
          })),
        };
      },
    );

    app.get(
      ADMIN_API_PATHS.actions,
      {
        schema: { querystring: actionsRequestSchema, response: { 200: ADMIN_ANSWERS.actions.GET } },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await actions.page(page, pageSize);
        return { success: true, data: { items: rows.map(actionOf), total, page, pageSize } };
      },
    );
  });
