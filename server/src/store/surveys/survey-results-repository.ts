import { RATING_SCALE, type SurveyQuestionKind } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import { isSurveyOpen } from '@ecg/domain/rules/surveys';
import { OperatorRefusal } from '../operators/operator-refusal';
import type { WrittenDb } from '../core/written-tables';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

/**
 * What the operators read of a survey (docs/architecture.md, Operator console): the surveys with
 * their state, and a survey's answers counted per question, removed questions and choices included,
 * so answers given before an edit are still read with the words they were given to.
 */

export interface SurveySummary {
  id: number;
  title: string;
  open: boolean;
  opensOn: string | null;
  closesOn: string | null;
  /** Open, and today (Taipei) within its days. */
  takingAnswers: boolean;
  responses: number;
}

export interface ChoiceCount {
  id: string;
  label: string;
  removed: boolean;
  count: number;
}

export interface QuestionResult {
  id: number;
  kind: SurveyQuestionKind;
  text: string;
  required: boolean;
  removed: boolean;
  /** How many responses answered it. */
  answered: number;
  /** Single and multiple choice: each choice with how many named it. */
  choices?: ChoiceCount[];
  /** Rating: how many gave each value (1 to 5), and their mean (null with none). */
  ratings?: { value: number; count: number }[];
  average?: number | null;
  /** Text: each answer, newest first, with its time (Taipei) and language. */
  texts?: { text: string; at: string; lang: string }[];
}

export interface SurveyResults {
  surveyId: number;
  title: string;
  responses: number;
  questions: QuestionResult[];
}

export function surveyResultsRepository(db: WrittenDb) {
  return {
    async list(lang: ContentLang, now: number): Promise<SurveySummary[]> {
      const rows = await db
        .selectFrom('survey as s')
        .select([
          's.id',
          's.open',
          's.opens_on',
          's.closes_on',
          `s.title_${LANG_COLUMN_SUFFIX[lang]} as title`,
        ])
        .select((eb) =>
          eb
            .selectFrom('survey_response as r')
            .whereRef('r.survey_id', '=', 's.id')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .as('responses'),
        )
        .orderBy('s.id')
        .execute();
      return rows.map((row) => {
        const opening = { open: row.open === 1, opensOn: row.opens_on, closesOn: row.closes_on };
        return {
          id: row.id,
          title: row.title,
          ...opening,
          takingAnswers: isSurveyOpen(opening, now),
          responses: Number(row.responses ?? 0),
        };
      });
    },

    /** A survey's answers counted per question, in the order of the survey, in one language. */
    async results(surveyId: number, lang: ContentLang): Promise<SurveyResults> {
      const suffix = LANG_COLUMN_SUFFIX[lang];
      const survey = await db
        .selectFrom('survey')
        .select(`title_${suffix} as title`)
        .where('id', '=', surveyId)
        .executeTakeFirst();
      if (survey === undefined)
        throw new OperatorRefusal('notFound', `There is no survey ${surveyId}`);
      const { responses } = await db
        .selectFrom('survey_response')
        .select((eb) => eb.fn.countAll<number>().as('responses'))
        .where('survey_id', '=', surveyId)
        .executeTakeFirstOrThrow();
      const questions = await db
        .selectFrom('survey_question')
        .select(['id', 'kind', 'required', 'removed_at', `text_${suffix} as text`])
        .where('survey_id', '=', surveyId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const ids = questions.map((question) => question.id);
      const choices =
        ids.length === 0
          ? []
          : await db
              .selectFrom('survey_choice')
              .select(['question_id', 'id', 'removed_at', `label_${suffix} as label`])
              .where('question_id', 'in', ids)
              // A dropped choice keeps its place, which a new one may take: the older first.
              .orderBy('position')
              .orderBy('id')
              .execute();
      const answers =
        ids.length === 0
          ? []
          : await db
              .selectFrom('survey_answer as a')
              .innerJoin('survey_response as r', 'r.id', 'a.response_id')
              .select(['a.question_id', 'a.value', 'r.created_at', 'r.lang'])
              .where('a.question_id', 'in', ids)
              .orderBy('r.created_at', 'desc')
              .orderBy('r.id', 'desc')
              .execute();
      return {
        surveyId,
        title: survey.title,
        responses: Number(responses),
        questions: questions.map((question) => {
          const given = answers.filter((answer) => answer.question_id === question.id);
          const values = given.map((answer) => JSON.parse(answer.value) as unknown);
          const base = {
            id: question.id,
            kind: question.kind,
            text: question.text,
            required: question.required === 1,
            removed: question.removed_at !== null,
            answered: given.length,
          };
          if (question.kind === 'single' || question.kind === 'multiple') {
            const named = values.flatMap((value) => [value].flat().map(String));
            return {
              ...base,
              choices: choices
                .filter((choice) => choice.question_id === question.id)
                .map((choice) => ({
                  id: choice.id,
                  label: choice.label,
                  removed: choice.removed_at !== null,
                  count: named.filter((id) => id === choice.id).length,
                })),
            };
          }
          if (question.kind === 'rating') {
            const ratings = values.map(Number);
            const scale = Array.from(
              { length: RATING_SCALE.max - RATING_SCALE.min + 1 },
              (_, i) => i + RATING_SCALE.min,
            );
            return {
              ...base,
              ratings: scale.map((value) => ({
                value,
                count: ratings.filter((r) => r === value).length,
              })),
              average:
                ratings.length === 0 ? null : ratings.reduce((a, b) => a + b, 0) / ratings.length,
            };
          }
          return {
            ...base,
            texts: given.map((answer, index) => ({
              text: String(values[index]),
              at: formatTaipei(answer.created_at),
              lang: answer.lang,
            })),
          };
        }),
      };
    },
  };
}

export type SurveyResultsRepository = ReturnType<typeof surveyResultsRepository>;
