import {
  surveyQuestionDraftSchema,
  surveyScheduleSchema,
  type SurveyQuestionDraft,
  type SurveySchedule,
} from '@ecg/domain/contracts';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { OperatorRefusal } from '../operators/operator-refusal';
import { hasAnswers, writeChoices } from './survey-choices';
import type { Database } from '../core/schema';

/**
 * The operators' editing of a survey (docs/architecture.md, Operator console): questions added,
 * edited, put in order and removed, and the survey opened or closed. A question or choice that has
 * answers is never deleted nor changed in kind, only marked removed, so every answer stays
 * readable. Each takes the console's transaction; `at` is the action's time (epoch ms).
 */
type Trx = Transaction<Database>;

function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new OperatorRefusal('invalid', z.prettifyError(parsed.error));
  return parsed.data;
}

async function questionOf(trx: Trx, questionId: number) {
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
export async function mustHaveSurvey(trx: Trx, surveyId: number): Promise<void> {
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

/** Adds a question at the end of the survey; answers its id. */
export async function addQuestion(
  trx: Trx,
  surveyId: number,
  draft: SurveyQuestionDraft,
  at: number,
): Promise<number> {
  const question = checked(surveyQuestionDraftSchema, draft);
  await mustHaveSurvey(trx, surveyId);
  const last = await trx
    .selectFrom('survey_question')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirst();
  const { id } = await trx
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
  await writeChoices(trx, id, question.choices, at);
  await touchSurvey(trx, surveyId, at);
  return id;
}

/**
 * Rewrites a question: its texts, whether it is required, its choices. Its kind changes only
 * while nobody has answered it, since its answers are of its kind.
 */
export async function editQuestion(
  trx: Trx,
  questionId: number,
  draft: SurveyQuestionDraft,
  at: number,
): Promise<void> {
  const question = checked(surveyQuestionDraftSchema, draft);
  const stored = await questionOf(trx, questionId);
  if (question.kind !== stored.kind && (await hasAnswers(trx, questionId))) {
    throw new OperatorRefusal(
      'answered',
      `Question ${questionId} has answers: its kind stays ${stored.kind}; add a new question instead`,
    );
  }
  await trx
    .updateTable('survey_question')
    .set({
      kind: question.kind,
      required: question.required ? 1 : 0,
      ...textColumns(question.text),
    })
    .where('id', '=', questionId)
    .execute();
  await writeChoices(trx, questionId, question.choices, at);
  await touchSurvey(trx, stored.survey_id, at);
}

/** Puts the survey's questions in the order given, which names each of them once. */
export async function reorderQuestions(
  trx: Trx,
  surveyId: number,
  questionIds: readonly number[],
  at: number,
): Promise<void> {
  await mustHaveSurvey(trx, surveyId);
  const asked = await trx
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
    await trx.updateTable('survey_question').set({ position }).where('id', '=', id).execute();
  }
  await touchSurvey(trx, surveyId, at);
}

/** Takes a question out of the survey: deleted if nobody answered it, else marked removed. */
export async function removeQuestion(trx: Trx, questionId: number, at: number): Promise<void> {
  const stored = await questionOf(trx, questionId);
  if (await hasAnswers(trx, questionId)) {
    await trx
      .updateTable('survey_question')
      .set({ removed_at: at })
      .where('id', '=', questionId)
      .execute();
  } else {
    await trx.deleteFrom('survey_choice').where('question_id', '=', questionId).execute();
    await trx.deleteFrom('survey_question').where('id', '=', questionId).execute();
  }
  await touchSurvey(trx, stored.survey_id, at);
}

/** Opens or closes a survey, with its first and last days where it has them. */
export async function setSurveySchedule(
  trx: Trx,
  surveyId: number,
  schedule: SurveySchedule,
  at: number,
): Promise<void> {
  const { open, opensOn, closesOn } = checked(surveyScheduleSchema, schedule);
  await mustHaveSurvey(trx, surveyId);
  await trx
    .updateTable('survey')
    .set({ open: open ? 1 : 0, opens_on: opensOn, closes_on: closesOn, updated_at: at })
    .where('id', '=', surveyId)
    .execute();
}

async function touchSurvey(trx: Trx, surveyId: number, at: number): Promise<void> {
  await trx.updateTable('survey').set({ updated_at: at }).where('id', '=', surveyId).execute();
}
