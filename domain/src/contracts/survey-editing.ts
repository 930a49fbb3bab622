import { z } from 'zod';
import { textOf } from './forms';
import { SURVEY_QUESTION_KINDS } from './survey';

/**
 * What the people who run the area write of a survey (docs/architecture.md, Operator console): its
 * questions in the three content languages, and when it takes answers. The console checks its forms
 * with these; the repository checks them again before anything is written.
 */
const operatorText = (field: string, max: number) =>
  textOf(field)
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

const inEveryLanguage = (field: string, max: number) =>
  z.object({
    'zh-tw': operatorText(`${field}.zh-tw`, max),
    en: operatorText(`${field}.en`, max),
    ja: operatorText(`${field}.ja`, max),
  });
export type InEveryLanguage = z.infer<ReturnType<typeof inEveryLanguage>>;

const CHOICE_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const CHOICE_KINDS: ReadonlySet<string> = new Set(['single', 'multiple']);

export const surveyChoiceDraftSchema = z.object({
  id: z.string().regex(CHOICE_ID, {
    error: 'choice id must be 1 to 40 lower-case letters, digits or -',
  }),
  label: inEveryLanguage('label', 120),
});

/** A question as written: a choice question has two choices or more, the others none. */
export const surveyQuestionDraftSchema = z
  .object({
    kind: z.enum(SURVEY_QUESTION_KINDS, { error: 'kind must be one of the question kinds' }),
    required: z.boolean({ error: 'required must be true or false' }),
    text: inEveryLanguage('text', 300),
    choices: z.array(surveyChoiceDraftSchema).max(20, { error: 'at most 20 choices' }).default([]),
  })
  .refine((question) => !CHOICE_KINDS.has(question.kind) || question.choices.length >= 2, {
    error: 'a choice question needs two choices or more',
    path: ['choices'],
  })
  .refine((question) => CHOICE_KINDS.has(question.kind) || question.choices.length === 0, {
    error: 'only a choice question has choices',
    path: ['choices'],
  })
  .refine(
    (question) =>
      new Set(question.choices.map((choice) => choice.id)).size === question.choices.length,
    { error: 'two choices have the same id', path: ['choices'] },
  );
export type SurveyQuestionDraft = z.input<typeof surveyQuestionDraftSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a survey takes answers: open, and within its days (Taipei dates) where it has them. */
export const surveyScheduleSchema = z
  .object({
    open: z.boolean({ error: 'open must be true or false' }),
    opensOn: z
      .string()
      .regex(DAY, { error: 'opensOn must be YYYY-MM-DD' })
      .nullable()
      .default(null),
    closesOn: z
      .string()
      .regex(DAY, { error: 'closesOn must be YYYY-MM-DD' })
      .nullable()
      .default(null),
  })
  .refine(
    (schedule) =>
      schedule.opensOn === null ||
      schedule.closesOn === null ||
      schedule.opensOn <= schedule.closesOn,
    { error: 'closesOn must not be before opensOn', path: ['closesOn'] },
  );
export type SurveySchedule = z.input<typeof surveyScheduleSchema>;
