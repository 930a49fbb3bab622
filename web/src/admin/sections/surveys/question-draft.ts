import type { SurveyQuestionDraft, SurveyQuestionKind } from '@ecg/domain/contracts';
import type { EditableQuestion } from '@ecg/domain/contracts/admin-surveys';

/** What the question form holds while it is filled in. */
export const QUESTION_LANGS = ['zh-tw', 'en', 'ja'] as const;
export type QuestionLang = (typeof QUESTION_LANGS)[number];
type Texts = Record<QuestionLang, string>;

export interface ChoiceDraft {
  /** The stored id of a choice the question had; none for a new one. */
  id?: string;
  /** Keys the row on screen; never sent. */
  key: number;
  label: Texts;
}

export interface QuestionFormDraft {
  kind: SurveyQuestionKind;
  required: boolean;
  text: Texts;
  choices: ChoiceDraft[];
}

export const CHOICE_KINDS: readonly SurveyQuestionKind[] = ['single', 'multiple'];

const blank = (): Texts => ({ 'zh-tw': '', en: '', ja: '' });
let nextKey = 0;
export const emptyChoice = (): ChoiceDraft => ({ key: (nextKey += 1), label: blank() });

export const emptyQuestion = (): QuestionFormDraft => ({
  kind: 'single',
  required: false,
  text: blank(),
  choices: [emptyChoice(), emptyChoice()],
});

export const draftOfQuestion = (question: EditableQuestion): QuestionFormDraft => ({
  kind: question.kind,
  required: question.required,
  text: { ...question.text },
  choices: question.choices.map((choice) => ({
    id: choice.id,
    key: (nextKey += 1),
    label: { ...choice.label },
  })),
});

/** An id from a label: its English words' letters (accents dropped) and digits, joined by -. */
const slugOf = (label: string) =>
  label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');

/**
 * The question as the contract takes it. A choice keeps its stored id, so the answers that name
 * it still do after its label is edited; a new one is given an id from its English label (or its
 * place), unlike any other of the question's.
 */
export function questionRequestOf(draft: QuestionFormDraft): SurveyQuestionDraft {
  const taken = new Set(draft.choices.flatMap((choice) => (choice.id ? [choice.id] : [])));
  const choices = CHOICE_KINDS.includes(draft.kind)
    ? draft.choices.map((choice, index) => {
        if (choice.id) return { id: choice.id, label: choice.label };
        const base = slugOf(choice.label.en) || `choice-${index + 1}`;
        let id = base;
        for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
        taken.add(id);
        return { id, label: choice.label };
      })
    : [];
  return { kind: draft.kind, required: draft.required, text: draft.text, choices };
}
