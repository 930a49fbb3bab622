import type { SurveyQuestionKind } from '@ecg/domain/contracts';
import type { Transaction } from 'kysely';
import { OperatorRefusal } from './operator-refusal';
import type { Database } from './schema';

/**
 * A survey's questions as the operators edit them (issue 16, the console): those still asked, in
 * order, each with its texts in the three content languages and the choices still offered, the
 * shape survey-editing.ts takes back. Removed questions and choices are read with the answers
 * (survey-results.ts).
 */
type Trx = Transaction<Database>;
type Texts = { 'zh-tw': string; en: string; ja: string };

export interface EditableQuestion {
  id: number;
  kind: SurveyQuestionKind;
  required: boolean;
  text: Texts;
  choices: { id: string; label: Texts }[];
}

export async function editableQuestions(trx: Trx, surveyId: number): Promise<EditableQuestion[]> {
  const survey = await trx
    .selectFrom('survey')
    .select('id')
    .where('id', '=', surveyId)
    .executeTakeFirst();
  if (survey === undefined) throw new OperatorRefusal('notFound', `There is no survey ${surveyId}`);
  const questions = await trx
    .selectFrom('survey_question')
    .selectAll()
    .where('survey_id', '=', surveyId)
    .where('removed_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const choices =
    questions.length === 0
      ? []
      : await trx
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
    id: question.id,
    kind: question.kind,
    required: question.required === 1,
    text: { 'zh-tw': question.text_zh, en: question.text_en, ja: question.text_ja },
    choices: choices
      .filter((choice) => choice.question_id === question.id)
      .map((choice) => ({
        id: choice.id,
        label: { 'zh-tw': choice.label_zh, en: choice.label_en, ja: choice.label_ja },
      })),
  }));
}
