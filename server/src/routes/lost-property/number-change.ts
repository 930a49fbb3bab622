import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { operatorOf, type SignedInOperator } from '../operators/admin-guard';

/** The lost-property console's changes, each answering the number it changed. */
type NumberChangeCall = 'foundItems' | 'editFoundItem' | 'returnFoundItem' | 'matchLostReport';

/**
 * A change of the lost-property console (docs/architecture.md, Operator console), of a found item
 * or of a lost item's report: its body checked, made by the operator calling, and answered with
 * the number it changed (its answer in ADMIN_ANSWERS), so each section says only its call, body
 * and change. `change` makes it through the area's LoggedChange and gives the number back.
 */
export function numberChangeRoute<B extends z.ZodType>(
  scope: FastifyInstance,
  call: NumberChangeCall,
  body: B,
  change: (body: z.infer<B>, operator: SignedInOperator) => Promise<string>,
): void {
  scope
    .withTypeProvider<ZodTypeProvider>()
    .post(
      ADMIN_API_PATHS[call],
      { schema: { body, response: { 200: ADMIN_ANSWERS[call].POST } } },
      async (request) => {
        const number = await change(request.body as z.infer<B>, operatorOf(request));
        return { success: true, data: { number } };
      },
    );
}
