import { foundItemChangeAnswerSchema } from '@ecg/domain/contracts/admin-lost-property';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { operatorOf, type SignedInOperator } from '../operators/admin-guard';

/**
 * A change of the lost-property console (docs/architecture.md, Operator console), of a found item
 * or of a lost item's report: its body checked, made by the operator calling, and answered with
 * the number it changed (foundItemChangeAnswerSchema), so each section says only its path, body
 * and change. `change` makes it through the area's LoggedChange and gives the number back.
 */
export function numberChangeRoute<B extends z.ZodType>(
  scope: FastifyInstance,
  path: string,
  body: B,
  change: (body: z.infer<B>, operator: SignedInOperator) => Promise<string>,
): void {
  scope
    .withTypeProvider<ZodTypeProvider>()
    .post(
      path,
      { schema: { body, response: { 200: foundItemChangeAnswerSchema } } },
      async (request) => {
        const number = await change(request.body as z.infer<B>, operatorOf(request));
        return { success: true, data: { number } };
      },
    );
}
