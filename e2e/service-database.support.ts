import { sql } from 'kysely';
import { asStaff } from './service-store';

/**
 * What only this worker's e2e server can tell (service-store.ts, asStaff): how many of a form it
 * holds, on whichever engine its written tables are.
 */

/** How many rows of `table` hold each value of `where` in its column. */
const rowsSaying = (table: string, where: Record<string, string | number>): Promise<number> =>
  asStaff(async (trx) => {
    const each = Object.entries(where).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
      where ${sql.join(each, sql` and `)}`.execute(trx);
    return Number(rows[0]?.n);
  });

/** How many suggestions the server holds with this message. */
export const suggestionsSaying = (message: string) => rowsSaying('suggestion', { message });

/** How many survey answers the server holds with this comment (question 5). */
export const surveyAnswersSaying = (comment: string) =>
  rowsSaying('survey_answer', { question_id: 5, value: JSON.stringify(comment) });

/** A unique text, so a test finds its own form among the others of the run. */
export const uniqueText = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** How many repair reports (first or added) the server holds with this description. */
export const repairReportsSaying = (description: string) =>
  rowsSaying('repair_submission', { description });
