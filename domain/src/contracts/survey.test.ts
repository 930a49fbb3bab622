import { describe, expect, it } from 'vitest';
import { formIssuesOf } from './forms';
import { surveyAnswerRequestSchema, surveyAnswersSchema, type SurveyQuestion } from './survey';
import { surveyQuestionDraftSchema, surveyScheduleSchema } from './survey-editing';

const choices = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];
const QUESTIONS: SurveyQuestion[] = [
  { id: 1, kind: 'rating', required: true, text: 'Overall?', choices: [] },
  { id: 2, kind: 'multiple', required: true, text: 'Where?', choices },
  { id: 3, kind: 'single', required: false, text: 'Which?', choices },
  { id: 4, kind: 'shortText', required: false, text: 'Short', choices: [] },
  { id: 5, kind: 'longText', required: true, text: 'Long', choices: [] },
];
const schema = surveyAnswersSchema(QUESTIONS);
const good = { 1: 4, 2: ['yes', 'no'], 3: 'no', 4: ' a bus ', 5: 'Thank you' };

function issuesOf(answers: Record<string, unknown>) {
  const sent = { answers };
  const result = schema.safeParse(sent);
  return result.success ? [] : formIssuesOf(result.error, sent);
}

describe('surveyAnswersSchema', () => {
  it('takes answers of each kind, trimmed, leaving out questions it does not ask', () => {
    expect(schema.parse({ answers: { ...good, 99: 'gone' } }).answers).toEqual({
      ...good,
      4: 'a bus',
    });
    expect(schema.parse({ answers: { 1: 1, 2: ['no'], 5: 'x', 4: '  ' } }).answers).toEqual({
      1: 1,
      2: ['no'],
      5: 'x',
    });
  });

  it.each([
    [{ 1: undefined }, { field: 'answers.1', rule: 'required' }],
    [{ 1: 0 }, { field: 'answers.1', rule: 'tooLow', limit: 1 }],
    [{ 1: 6 }, { field: 'answers.1', rule: 'tooHigh', limit: 5 }],
    [{ 1: 3.5 }, { field: 'answers.1', rule: 'wholeNumber' }],
    [{ 1: '4' }, { field: 'answers.1', rule: 'format' }],
    [{ 2: undefined }, { field: 'answers.2', rule: 'required' }],
    [{ 2: [] }, { field: 'answers.2', rule: 'tooFew', limit: 1 }],
    [{ 2: ['maybe'] }, { field: 'answers.2', rule: 'choice' }],
    [{ 2: ['yes', 'yes'] }, { field: 'answers.2', rule: 'invalid' }],
    [{ 2: 'yes' }, { field: 'answers.2', rule: 'format' }],
    [{ 3: 'maybe' }, { field: 'answers.3', rule: 'choice' }],
    [{ 4: 'x'.repeat(201) }, { field: 'answers.4', rule: 'tooLong', limit: 200 }],
    [{ 5: '   ' }, { field: 'answers.5', rule: 'required' }],
    [{ 5: 'x'.repeat(2001) }, { field: 'answers.5', rule: 'tooLong', limit: 2000 }],
  ])('refuses %j: %j', (change, issue) => {
    expect(issuesOf({ ...good, ...change })).toEqual([issue]);
  });

  it('names the field in its message', () => {
    const result = schema.safeParse({ answers: { ...good, 1: 9 } });
    expect(result.error?.issues[0]?.message).toBe('answers.1 must be at most 5');
  });
});

describe('surveyAnswerRequestSchema', () => {
  const request = { surveyId: 1, token: 'A'.repeat(22), answers: {} };
  it.each([
    [{ surveyId: undefined }, { field: 'surveyId', rule: 'required' }],
    [{ token: 'short' }, { field: 'token', rule: 'format' }],
    [{ answers: { x: 1 } }, { field: 'answers.x', rule: 'choice' }],
    [{ answers: 'all good' }, { field: 'answers', rule: 'format' }],
    [{ website: 'http://spam' }, { field: 'website', rule: 'tooLong', limit: 0 }],
  ])('refuses %j', (change, issue) => {
    const sent = { ...request, ...change };
    const result = surveyAnswerRequestSchema.safeParse(sent);
    expect(result.success).toBe(false);
    if (!result.success) expect(formIssuesOf(result.error, sent)).toEqual([issue]);
  });
});

const text = { 'zh-tw': '問題', en: 'Question', ja: '質問' };
describe('surveyQuestionDraftSchema', () => {
  it.each([
    [{ kind: 'rating', required: true, text }, true],
    [{ kind: 'single', required: true, text, choices: [] }, false],
    [
      {
        kind: 'single',
        required: true,
        text,
        choices: [
          { id: 'a', label: text },
          { id: 'b', label: text },
        ],
      },
      true,
    ],
    [
      {
        kind: 'multiple',
        required: true,
        text,
        choices: [
          { id: 'a', label: text },
          { id: 'a', label: text },
        ],
      },
      false,
    ],
    [{ kind: 'longText', required: false, text, choices: [{ id: 'a', label: text }] }, false],
    [{ kind: 'longText', required: false, text: { ...text, ja: ' ' } }, false],
    [{ kind: 'essay', required: false, text }, false],
  ])('%j is a question: %s', (draft, valid) => {
    expect(surveyQuestionDraftSchema.safeParse(draft).success).toBe(valid);
  });
});

describe('surveyScheduleSchema', () => {
  it.each([
    [{ open: true }, true],
    [{ open: false, opensOn: '2026-11-01', closesOn: '2026-11-30' }, true],
    [{ open: true, opensOn: '2026-11-30', closesOn: '2026-11-01' }, false],
    [{ open: true, closesOn: '30/11/2026' }, false],
  ])('%j: %s', (schedule, valid) => {
    expect(surveyScheduleSchema.safeParse(schedule).success).toBe(valid);
  });
});
