import { SURVEY_QUESTION_KINDS, surveyQuestionDraftSchema } from '@ecg/domain/contracts';
import type { EditableQuestion } from '@ecg/domain/contracts/admin-surveys';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { Checkbox, Field, FixFields, SelectField } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { ChoiceFields } from './ChoiceFields';
import {
  CHOICE_KINDS,
  draftOfQuestion,
  emptyQuestion,
  QUESTION_LANGS,
  questionRequestOf,
  type QuestionFormDraft,
} from './question-draft';
import { SURVEY_CALLS, textLang } from './surveys-query';

const LANG_KEY = { 'zh-tw': 'zhTw', en: 'en', ja: 'ja' } as const;

interface QuestionFormProps {
  surveyId: number;
  /** The question edited; none to add one at the end. */
  question?: EditableQuestion;
  /** Closes the form, saying what was done (nothing when cancelled). */
  onDone: (message?: string) => void;
}

/** A question's kind, whether it must be answered, its text and choices in the three languages. */
export function QuestionForm({ surveyId, question, onDone }: QuestionFormProps) {
  const { t, i18n } = useTranslation();
  const form = useForm(
    surveyQuestionDraftSchema,
    question ? draftOfQuestion(question) : (emptyQuestion() as QuestionFormDraft),
  );
  const draft = form.values;
  const { submit, pending, failure } = useFormChange(form, {
    request: questionRequestOf,
    // The request as the form made it, which the server checks with the same contract.
    send: (_checked, request) =>
      question
        ? adminPost('surveyQuestionEdit', { ...(request as object), questionId: question.id })
        : adminPost('surveyQuestions', { ...(request as object), surveyId }),
    refreshes: SURVEY_CALLS,
    onSent: () => {
      const text = draft.text[textLang(i18n.language)];
      onDone(t(question ? 'surveys.questionSaved' : 'surveys.questionAdded', { text }));
    },
  });

  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="question-heading">
      <h2 id="question-heading">{question ? t('surveys.editHeading') : t('surveys.addHeading')}</h2>
      <SelectField
        form={form}
        field="kind"
        label={t('surveys.kind')}
        options={SURVEY_QUESTION_KINDS.map((kind) => ({
          value: kind,
          label: t(`surveys.kinds.${kind}`),
        }))}
      />
      <Checkbox form={form} field="required" label={t('surveys.mustAnswer')} />
      <fieldset className="fieldset">
        <legend>{t('surveys.questionText')}</legend>
        {QUESTION_LANGS.map((lang) => (
          <Field
            key={lang}
            form={form}
            field={`text.${lang}`}
            label={t(`languages.${LANG_KEY[lang]}`)}
          />
        ))}
      </fieldset>
      {CHOICE_KINDS.includes(draft.kind) && <ChoiceFields form={form} choices={draft.choices} />}
      <FixFields form={form} />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {question ? t('surveys.saveQuestion') : t('surveys.addQuestion')}
      </button>
      <button type="button" className="button" onClick={() => onDone()}>
        {t('app.cancel')}
      </button>
    </form>
  );
}
