import { z } from 'zod';
import { formRule, honeypotSchema, optionalVisitorText, visitorText } from './forms';

/**
 * The visitor survey (requirements §2 Service: survey; §7 surveys, token, surveyhandler): open
 * surveys with their questions, a form token asked when the form opens, and one answer per
 * token. The answers are checked against the survey's own questions by `surveyAnswersSchema`,
 * which the server and the form both build from the questions they were given.
 */
export const SURVEY_QUESTION_KINDS = [
  'single',
  'multiple',
  'rating',
  'shortText',
  'longText',
] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/** A rating question's scale: 1 (worst) to 5 (best). */
export const RATING_SCALE = { min: 1, max: 5 } as const;
/** The longest answer of a text question, in characters once trimmed. */
export const SURVEY_TEXT_MAX: Readonly<Record<'shortText' | 'longText', number>> = {
  shortText: 200,
  longText: 2000,
};
/** A form token answers one form for a day after it was issued. */
export const SURVEY_TOKEN_LIFE_MS = 24 * 3_600_000;

export const surveyChoiceSchema = z.object({
  /** Stable across edits of its label, so an answer names the same choice after them. */
  id: z.string(),
  label: z.string(),
});
export type SurveyChoice = z.infer<typeof surveyChoiceSchema>;

/** A question as a visitor sees it, in the language of the path. */
export const surveyQuestionSchema = z.object({
  id: z.int().positive(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  required: z.boolean(),
  text: z.string(),
  /** The choices of a single or multiple choice question; empty for the others. */
  choices: z.array(surveyChoiceSchema),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z.object({
  id: z.int().positive(),
  title: z.string(),
  intro: z.string(),
  /** The last day (Taipei, YYYY-MM-DD) it takes answers, where it has one. */
  closesOn: z.string().optional(),
  questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

const surveyIdSchema = z
  .int({
    error: (issue) =>
      issue.input === undefined ? 'surveyId is required' : 'surveyId must be a whole number',
  })
  .positive({ error: 'surveyId must be positive' });

/** 128 random bits in base64url: 22 characters. */
export const surveyTokenTextSchema = z
  .string({ error: 'token is required' })
  .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'token must be the 22 characters of a form token' });

export const surveyTokenRequestSchema = z.object({
  surveyId: surveyIdSchema,
  website: honeypotSchema,
});
export type SurveyTokenRequest = z.infer<typeof surveyTokenRequestSchema>;

export const surveyTokenSchema = z.object({
  token: z.string(),
  /** Taipei time, YYYY-MM-DD HH:mm:ss. */
  expiresAt: z.string(),
});
export type SurveyToken = z.infer<typeof surveyTokenSchema>;

/** The answers as sent, by question id; checked against the survey by surveyAnswersSchema. */
export const surveyAnswerRequestSchema = z.object({
  surveyId: surveyIdSchema,
  token: surveyTokenTextSchema,
  answers: z.record(z.string().regex(/^\d{1,9}$/), z.unknown(), {
    error: 'answers must be an object of answers by question id',
  }),
  website: honeypotSchema,
});
export type SurveyAnswerRequest = z.infer<typeof surveyAnswerRequestSchema>;

/** What an accepted answer is told: thank you, for this survey, at this time. */
export const surveyReceiptSchema = z.object({
  surveyId: z.int().positive(),
  createdAt: z.string(),
});
export type SurveyReceipt = z.infer<typeof surveyReceiptSchema>;

/** One answer's value: a choice id, choice ids, a rating, or a text. */
export type SurveyAnswerValue = string | string[] | number;

const requiredOr = (field: string, otherwise: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field} is required` : otherwise;

function choiceSchema(field: string, ids: readonly string[]) {
  return z
    .string({ error: requiredOr(field, `${field} must be a choice id`) })
    .refine(
      (id) => ids.includes(id),
      formRule('choice', `${field} must be one of the question's choices`),
    );
}

/** The value a question takes: its kind's shape, and present when it is required. */
function answerSchemaOf(question: Pick<SurveyQuestion, 'id' | 'kind' | 'required' | 'choices'>) {
  const field = `answers.${question.id}`;
  const ids = question.choices.map((choice) => choice.id);
  const { required } = question;
  switch (question.kind) {
    case 'single': {
      const one = choiceSchema(field, ids);
      return required ? one : one.optional();
    }
    case 'multiple': {
      const many = z
        .array(z.string(), { error: requiredOr(field, `${field} must be a list of choice ids`) })
        .min(required ? 1 : 0, { error: `${field} needs at least one choice` })
        .refine(
          (chosen) => chosen.every((id) => ids.includes(id)),
          formRule('choice', `${field} must name only the question's choices`),
        )
        .refine(
          (chosen) => new Set(chosen).size === chosen.length,
          formRule('invalid', `${field} names a choice twice`),
        );
      return required ? many : many.optional();
    }
    case 'rating': {
      const rating = z
        .int({ error: requiredOr(field, `${field} must be a whole number`) })
        .min(RATING_SCALE.min, { error: `${field} must be at least ${RATING_SCALE.min}` })
        .max(RATING_SCALE.max, { error: `${field} must be at most ${RATING_SCALE.max}` });
      return required ? rating : rating.optional();
    }
    case 'shortText':
    case 'longText': {
      const max = SURVEY_TEXT_MAX[question.kind];
      const shape = question.kind === 'longText' ? 'lines' : 'line';
      return required ? visitorText(field, max, shape) : optionalVisitorText(field, max, shape);
    }
  }
}

/**
 * The answers a survey takes, `{ answers: { [questionId]: value } }`: each question's value of
 * its kind, the required ones present. An answer to a question the survey no longer asks (one
 * removed while a visitor filled the form offline) is left out, not refused.
 */
export function surveyAnswersSchema(
  questions: readonly Pick<SurveyQuestion, 'id' | 'kind' | 'required' | 'choices'>[],
) {
  return z.object({
    answers: z.object(
      Object.fromEntries(
        questions.map((question) => [String(question.id), answerSchemaOf(question)]),
      ),
    ),
  });
}
