import { z } from 'zod';
import { consoleLangSchema } from './admin-suggestions';
import { contentIdSchema, dateTimeTextSchema } from './common';
import { idParam } from './coerce';
import { envelope } from './envelope';
import { SURVEY_QUESTION_KINDS } from './survey';
import { surveyQuestionDraftSchema, surveyScheduleSchema } from './survey-editing';

/*
 * The console's surveys (docs/architecture.md, Operator console): the surveys with their state, a
 * survey's questions added, edited, put in order and removed, the survey opened or closed, and its
 * answers counted per question. The question and schedule drafts are the store's own contracts.
 */

export const surveysQuerySchema = z.object({ lang: consoleLangSchema });

export const operatorSurveySchema = z.object({
  id: contentIdSchema,
  title: z.string(),
  open: z.boolean(),
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  /** Open, and today (Taipei) within its days. */
  takingAnswers: z.boolean(),
  responses: z.int().nonnegative(),
});
export type OperatorSurvey = z.infer<typeof operatorSurveySchema>;
export const surveysAnswerSchema = envelope(z.array(operatorSurveySchema));

export const surveyQuestionsQuerySchema = z.object({ survey: idParam('survey') });

const texts = z.object({ 'zh-tw': z.string(), en: z.string(), ja: z.string() });
/** A question still asked, with every text, as the edit form fills in. */
export const editableQuestionSchema = z.object({
  id: contentIdSchema,
  kind: z.enum(SURVEY_QUESTION_KINDS),
  required: z.boolean(),
  text: texts,
  choices: z.array(z.object({ id: z.string(), label: texts })),
});
export type EditableQuestion = z.infer<typeof editableQuestionSchema>;
export const surveyQuestionsAnswerSchema = envelope(z.array(editableQuestionSchema));

export const addQuestionRequestSchema = z
  .object({ surveyId: contentIdSchema })
  .and(surveyQuestionDraftSchema);
export const editQuestionRequestSchema = z
  .object({ questionId: contentIdSchema })
  .and(surveyQuestionDraftSchema);
export const removeQuestionRequestSchema = z.object({ questionId: contentIdSchema });
export const reorderQuestionsRequestSchema = z.object({
  surveyId: contentIdSchema,
  questionIds: z
    .array(contentIdSchema)
    .min(1, { error: 'questionIds must name the survey\u2019s questions' }),
});
export const surveyScheduleRequestSchema = z
  .object({ surveyId: contentIdSchema })
  .and(surveyScheduleSchema);

export const questionAnswerSchema = envelope(z.object({ questionId: contentIdSchema }));
export const surveyChangeAnswerSchema = envelope(z.object({ surveyId: contentIdSchema }));

export const surveyResultsQuerySchema = z.object({
  survey: idParam('survey'),
  lang: consoleLangSchema,
});

/** A survey's answers counted per question, removed questions and choices too. */
export const surveyResultsAnswerSchema = envelope(
  z.object({
    surveyId: contentIdSchema,
    title: z.string(),
    responses: z.int().nonnegative(),
    questions: z.array(
      z.object({
        id: contentIdSchema,
        kind: z.enum(SURVEY_QUESTION_KINDS),
        text: z.string(),
        required: z.boolean(),
        removed: z.boolean(),
        answered: z.int().nonnegative(),
        choices: z
          .array(
            z.object({
              id: z.string(),
              label: z.string(),
              removed: z.boolean(),
              count: z.int().nonnegative(),
            }),
          )
          .optional(),
        ratings: z.array(z.object({ value: z.int(), count: z.int().nonnegative() })).optional(),
        average: z.number().nullable().optional(),
        texts: z
          .array(z.object({ text: z.string(), at: dateTimeTextSchema, lang: z.string() }))
          .optional(),
      }),
    ),
  }),
);
export type SurveyResultsAnswer = z.infer<typeof surveyResultsAnswerSchema>;
