import {
  surveyQuestionDraftSchema,
  surveyScheduleSchema,
  type SurveyQuestionDraft,
  type SurveySchedule,
  type SurveyQuestionKind,
} from '@ecg/domain/contracts';
import { z } from 'zod';
import { OperatorRefusal } from '../operators/operator-refusal';
import { hasAnswers, writeChoices } from './survey-choices';
import { surveyRepository } from './survey-repository';
import { oneAtATime } from '../core/engine';
import type { WrittenDb } from '../core/written-tables';

/**
 * The operators' editing of a survey (docs/architecture.md, Operator console): questions added,
 * edited, put in order and removed, and the survey opened or closed. A question or choice that has
 * answers is never deleted nor changed in kind, only marked removed, so every answer stays
 * readable. A change runs in the console's transaction; `at` is the action's time (epoch ms).
 */

function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new OperatorRefusal('invalid', z.prettifyError(parsed.error));
  return parsed.data;
}

async function questionOf(trx: WrittenDb, questionId: number) {
  const question = await trx
    .selectFrom('survey_question')
    .selectAll()
    .where('id', '=', questionId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (question === undefined) {
    throw new OperatorRefusal('notFound', `There is no question ${questionId}`);
  }
  return question;
}

/** Refuses (notFound) a survey there is not. */
async function mustHaveSurvey(trx: WrittenDb, surveyId: number): Promise<void> {
  const survey = await trx
    .selectFrom('survey')
    .select('id')
    .where('id', '=', surveyId)
    .executeTakeFirst();
  if (survey === undefined) throw new OperatorRefusal('notFound', `There is no survey ${surveyId}`);
}

const textColumns = (text: SurveyQuestionDraft['text']) => ({
  text_zh: text['zh-tw'],
  text_en: text.en,
  text_ja: text.ja,
});

async function touchSurvey(trx: WrittenDb, surveyId: number, at: number): Promise<void> {
  await trx.updateTable('survey').set({ updated_at: at }).where('id', '=', surveyId).execute();
}

type Texts = { 'zh-tw': string; en: string; ja: string };

export interface EditableQuestion {
  id: number;
  kind: SurveyQuestionKind;
  required: boolean;
  text: Texts;
  choices: { id: string; label: Texts }[];
}

export function surveyConsoleRepository(db: WrittenDb) {
  return {
    /** Adds a question at the end of the survey; answers its id. */
    async addQuestion(surveyId: number, draft: SurveyQuestionDraft, at: number): Promise<number> {
      const question = checked(surveyQuestionDraftSchema, draft);
      await mustHaveSurvey(db, surveyId);
      await oneAtATime(db, `survey_question position ${surveyId}`);
      const last = await db
        .selectFrom('survey_question')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('survey_id', '=', surveyId)
        .executeTakeFirst();
      const { id } = await db
        .insertInto('survey_question')
        .values({
          survey_id: surveyId,
          position: (last?.position ?? -1) + 1,
          kind: question.kind,
          required: question.required ? 1 : 0,
          ...textColumns(question.text),
          removed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeChoices(db, id, question.choices, at);
      await touchSurvey(db, surveyId, at);
      return id;
    },

    /**
     * Rewrites a question: its texts, whether it is required, its choices. Its kind changes only
     * while nobody has answered it, since its answers are of its kind.
     */
    async editQuestion(questionId: number, draft: SurveyQuestionDraft, at: number): Promise<void> {
      const question = checked(surveyQuestionDraftSchema, draft);
      const stored = await questionOf(db, questionId);
      if (question.kind !== stored.kind && (await hasAnswers(db, questionId))) {
        throw new OperatorRefusal(
          'answered',
          `Question ${questionId} has answers: its kind stays ${stored.kind}; add a new question instead`,
        );
      }
      await db
        .updateTable('survey_question')
        .set({
          kind: question.kind,
          required: question.required ? 1 : 0,
          ...textColumns(question.text),
        })
        .where('id', '=', questionId)
        .execute();
      await writeChoices(db, questionId, question.choices, at);
      await touchSurvey(db, stored.survey_id, at);
    },

    /** Puts the survey's questions in the order given, which names each of them once. */
    async reorderQuestions(
      surveyId: number,
      questionIds: readonly number[],
      at: number,
    ): Promise<void> {
      await mustHaveSurvey(db, surveyId);
      const asked = await db
        .selectFrom('survey_question')
        .select('id')
        .where('survey_id', '=', surveyId)
        .where('removed_at', 'is', null)
        .execute();
      const expected = asked.map((question) => question.id).sort((a, b) => a - b);
      const given = [...questionIds].sort((a, b) => a - b);
      if (expected.join() !== given.join()) {
        throw new OperatorRefusal(
          'invalid',
          `The order must name each question of survey ${surveyId} once`,
        );
      }
      for (const [position, id] of questionIds.entries()) {
        await db.updateTable('survey_question').set({ position }).where('id', '=', id).execute();
      }
      await touchSurvey(db, surveyId, at);
    },

    /** Takes a question out of the survey: deleted if nobody answered it, else marked removed. */
    async removeQuestion(questionId: number, at: number): Promise<void> {
      const stored = await questionOf(db, questionId);
      if (await hasAnswers(db, questionId)) {
        await db
          .updateTable('survey_question')
          .set({ removed_at: at })
          .where('id', '=', questionId)
          .execute();
      } else {
        await db.deleteFrom('survey_choice').where('question_id', '=', questionId).execute();
        await db.deleteFrom('survey_question').where('id', '=', questionId).execute();
      }
      await touchSurvey(db, stored.survey_id, at);
    },

    /** Opens or closes a survey, with its first and last days where it has them. */
    async setSchedule(surveyId: number, schedule: SurveySchedule, at: number): Promise<void> {
      const { open, opensOn, closesOn } = checked(surveyScheduleSchema, schedule);
      await mustHaveSurvey(db, surveyId);
      await db
        .updateTable('survey')
        .set({ open: open ? 1 : 0, opens_on: opensOn, closes_on: closesOn, updated_at: at })
        .where('id', '=', surveyId)
        .execute();
    },

    /**
     * A survey's questions as the operators edit them: those still asked, in order, each with its
     * texts in the three content languages and the choices still offered, the shape the edits take
     * back. Removed questions and choices are read with the answers (survey-results-repository.ts).
     */
    async editableQuestions(surveyId: number): Promise<EditableQuestion[]> {
      await mustHaveSurvey(db, surveyId);
      const questions = await surveyRepository(db).questionsAskedNow([surveyId]);
      return questions.map((question) => ({
        id: question.id,
        kind: question.kind,
        required: question.required === 1,
        text: { 'zh-tw': question.text_zh, en: question.text_en, ja: question.text_ja },
        choices: question.choices.map((choice) => ({
          id: choice.id,
          label: { 'zh-tw': choice.label_zh, en: choice.label_en, ja: choice.label_ja },
        })),
      }));
    },
  };
}

export type SurveyConsoleRepository = ReturnType<typeof surveyConsoleRepository>;
