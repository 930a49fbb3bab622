import { surveyQuestionDraftSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { emptyChoice, questionRequestOf, type QuestionFormDraft } from './question-draft';

const texts = (en: string) => ({ 'zh-tw': `${en}（中）`, en, ja: `${en}（日）` });
const draft = (
  choices: QuestionFormDraft['choices'],
  kind: QuestionFormDraft['kind'] = 'single',
) => ({
  kind,
  required: true,
  text: texts('How did you travel?'),
  choices,
});

describe('questionRequestOf', () => {
  it.each([
    [
      ['By car', 'By train'],
      ['by-car', 'by-train'],
    ],
    [
      ['Car', 'car!'],
      ['car', 'car-2'],
    ],
    [
      ['', '  '],
      ['choice-1', 'choice-2'],
    ],
    [
      ['Über den Fluss', 'A'.repeat(60)],
      ['uber-den-fluss', 'a'.repeat(32)],
    ],
  ])('gives new choices labelled %j the ids %j, which the contract takes', (labels, ids) => {
    const request = questionRequestOf(
      draft(labels.map((en) => ({ ...emptyChoice(), label: texts(en) }))),
    );
    expect(request.choices?.map((choice) => choice.id)).toEqual(ids);
    expect(surveyQuestionDraftSchema.safeParse(request).error?.issues ?? []).toEqual(
      labels.some((label) => label.trim() === '')
        ? expect.arrayContaining([expect.objectContaining({ path: ['choices', 0, 'label', 'en'] })])
        : [],
    );
  });

  it('keeps the stored id of a choice whose label changed, and never gives it to a new one', () => {
    const request = questionRequestOf(
      draft([
        { ...emptyChoice(), label: texts('Train') },
        { ...emptyChoice(), id: 'train', label: texts('By rail') },
      ]),
    );
    expect(request.choices?.map((choice) => choice.id)).toEqual(['train-2', 'train']);
  });

  it('sends no choices for a question that is not a choice', () => {
    const request = questionRequestOf(draft([{ ...emptyChoice(), label: texts('x') }], 'rating'));
    expect(request.choices).toEqual([]);
  });
});
