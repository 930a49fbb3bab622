import { asStaff } from './service-store';

/**
 * What only this worker's e2e server can tell (service-store.ts, asStaff): how many of a form it
 * holds, on whichever engine its written tables are.
 */

/** How many suggestions the server holds with this message. */
export const suggestionsSaying = (message: string): Promise<number> =>
  asStaff(async (trx) => {
    const { n } = await trx
      .selectFrom('suggestion')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('message', '=', message)
      .executeTakeFirstOrThrow();
    return Number(n);
  });

/** How many survey answers the server holds with this comment (question 5). */
export const surveyAnswersSaying = (comment: string): Promise<number> =>
  asStaff(async (trx) => {
    const { n } = await trx
      .selectFrom('survey_answer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('question_id', '=', 5)
      .where('value', '=', JSON.stringify(comment))
      .executeTakeFirstOrThrow();
    return Number(n);
  });

/** A unique text, so a test finds its own form among the others of the run. */
export const uniqueText = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** How many repair reports (first or added) the server holds with this description. */
export const repairReportsSaying = (description: string): Promise<number> =>
  asStaff(async (trx) => {
    const { n } = await trx
      .selectFrom('repair_submission')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('description', '=', description)
      .executeTakeFirstOrThrow();
    return Number(n);
  });
