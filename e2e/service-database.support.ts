import Database from 'better-sqlite3';
import { E2E_DATABASE } from './e2e-run';

/**
 * This worker's e2e server's own database (e2e-run.ts), for what only the server can tell: how
 * many of a form it holds. Read-only, except where a test stands in for an operator's action
 * the console makes (closing a survey, replying to a suggestion), which no visitor route does.
 */

export function withDatabase<T>(work: (db: Database.Database) => T, writable = false): T {
  const db = new Database(E2E_DATABASE, { readonly: !writable, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** How many suggestions the server holds with this message. */
export const suggestionsSaying = (message: string): number =>
  withDatabase(
    (db) =>
      (
        db.prepare('select count(*) as n from suggestion where message = ?').get(message) as {
          n: number;
        }
      ).n,
  );

/** How many survey answers the server holds with this comment (question 5). */
export const surveyAnswersSaying = (comment: string): number =>
  withDatabase(
    (db) =>
      (
        db
          .prepare('select count(*) as n from survey_answer where question_id = 5 and value = ?')
          .get(JSON.stringify(comment)) as { n: number }
      ).n,
  );

/** A unique text, so a test finds its own form among the others of the run. */
export const uniqueText = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** How many repair reports (first or added) the server holds with this description. */
export const repairReportsSaying = (description: string): number =>
  withDatabase(
    (db) =>
      (
        db
          .prepare('select count(*) as n from repair_submission where description = ?')
          .get(description) as { n: number }
      ).n,
  );
