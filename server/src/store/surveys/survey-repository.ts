import type { Survey, SurveyAnswerValue, SurveyQuestion } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { isSurveyOpen, type SurveyOpening } from '@ecg/domain/rules/surveys';
import type { WrittenDb } from '../core/written-tables';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

/**
 * The visitor's side of the surveys (requirements §7): the open surveys as asked, the form tokens,
 * and the answers. Each function takes the store or a transaction, so a write and its checks are
 * one.
 */

export interface SurveyTokenRow {
  hash: string;
  survey_id: number;
  issued_at: number;
}

export interface NewSurveyResponse {
  surveyId: number;
  tokenHash: string;
  lang: ContentLang;
  createdAt: number;
  /** By question id, as checked against the survey's questions. */
  answers: Readonly<Record<string, SurveyAnswerValue | undefined>>;
}

export function surveyRepository(db: WrittenDb) {
  return {
    /**
     * The questions the surveys ask now (none removed), in order, each with the choices it still
     * offers, in order: every column, in every language. The visitors' form and the console's
     * editor read the same questions.
     */
    async questionsAskedNow(surveyIds: readonly number[]) {
      const questions = await db
        .selectFrom('survey_question')
        .selectAll()
        .where('survey_id', 'in', surveyIds)
        .where('removed_at', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const choices =
        questions.length === 0
          ? []
          : await db
              .selectFrom('survey_choice')
              .selectAll()
              .where(
                'question_id',
                'in',
                questions.map((question) => question.id),
              )
              .where('removed_at', 'is', null)
              .orderBy('position')
              .execute();
      return questions.map((question) => ({
        ...question,
        choices: choices.filter((choice) => choice.question_id === question.id),
      }));
    },

    /** The questions a survey asks now, in one language. */
    async askedQuestions(
      surveyIds: readonly number[],
      lang: ContentLang,
    ): Promise<Map<number, SurveyQuestion[]>> {
      const asked = new Map<number, SurveyQuestion[]>(surveyIds.map((id) => [id, []]));
      if (surveyIds.length === 0) return asked;
      const suffix = LANG_COLUMN_SUFFIX[lang];
      for (const question of await surveyRepository(db).questionsAskedNow(surveyIds)) {
        asked.get(question.survey_id)?.push({
          id: question.id,
          kind: question.kind,
          required: question.required === 1,
          text: question[`text_${suffix}`],
          choices: question.choices.map((choice) => ({
            id: choice.id,
            label: choice[`label_${suffix}`],
          })),
        });
      }
      return asked;
    },

    /** When a survey takes answers, or undefined when there is no such survey. */
    async opening(surveyId: number): Promise<SurveyOpening | undefined> {
      const row = await db
        .selectFrom('survey')
        .select(['open', 'opens_on', 'closes_on'])
        .where('id', '=', surveyId)
        .executeTakeFirst();
      return row && { open: row.open === 1, opensOn: row.opens_on, closesOn: row.closes_on };
    },

    /** The surveys that take answers now, with their questions, in one language. */
    async openSurveys(lang: ContentLang, now: number): Promise<Survey[]> {
      const suffix = LANG_COLUMN_SUFFIX[lang];
      const rows = await db
        .selectFrom('survey')
        .select(['id', 'open', 'opens_on', 'closes_on', `title_${suffix} as title`])
        .select(`intro_${suffix} as intro`)
        .where('open', '=', 1)
        .orderBy('id')
        .execute();
      const open = rows.filter((row) =>
        isSurveyOpen({ open: true, opensOn: row.opens_on, closesOn: row.closes_on }, now),
      );
      const questions = await surveyRepository(db).askedQuestions(
        open.map((row) => row.id),
        lang,
      );
      return open.map((row) => ({
        id: row.id,
        title: row.title,
        intro: row.intro,
        ...(row.closes_on ? { closesOn: row.closes_on } : {}),
        questions: questions.get(row.id) ?? [],
      }));
    },

    async issueToken(token: SurveyTokenRow): Promise<void> {
      await db.insertInto('survey_token').values(token).execute();
    },

    async tokenOf(hash: string): Promise<SurveyTokenRow | undefined> {
      return db.selectFrom('survey_token').selectAll().where('hash', '=', hash).executeTakeFirst();
    },

    async tokenWasUsed(hash: string): Promise<boolean> {
      const row = await db
        .selectFrom('survey_response')
        .select('id')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Keeps one visitor's answers, the answers left empty not kept; nothing, and undefined, when
     * the token answered already.
     */
    async saveResponse(response: NewSurveyResponse): Promise<number | undefined> {
      const saved = await db
        .insertInto('survey_response')
        .values({
          survey_id: response.surveyId,
          token_hash: response.tokenHash,
          lang: response.lang,
          created_at: response.createdAt,
        })
        // Its token used by another answer since it was found fresh (on PostgreSQL, two at once).
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (saved === undefined) return undefined;
      const { id } = saved;
      const answers = Object.entries(response.answers).flatMap(([questionId, value]) =>
        value === undefined
          ? []
          : [{ response_id: id, question_id: Number(questionId), value: JSON.stringify(value) }],
      );
      if (answers.length > 0) await db.insertInto('survey_answer').values(answers).execute();
      return id;
    },
  };
}

export type SurveyRepository = ReturnType<typeof surveyRepository>;
