import type { SurveyQuestionKind } from '@ecg/domain/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../core/schema';
import { mustHaveSurvey } from './survey-editing';
import { questionsAskedNow } from './survey-repository';

/**
 * A survey's questions as the operators edit them (docs/architecture.md, Operator console): those
 * still asked, in order, each with its texts in the three content languages and the choices still
 * offered, the shape survey-editing.ts takes back. Removed questions and choices are read with the
 * answers (survey-results.ts).
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
  await mustHaveSurvey(trx, surveyId);
  const questions = await questionsAskedNow(trx, [surveyId]);
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
}
