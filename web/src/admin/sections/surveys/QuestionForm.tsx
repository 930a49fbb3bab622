import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { SURVEY_QUESTION_KINDS, surveyQuestionDraftSchema } from '@ecg/domain/contracts';
import { questionAnswerSchema, type EditableQuestion } from '@ecg/domain/contracts/admin-surveys';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { Field, FormAlert, SelectField } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import { ChoiceFields } from './ChoiceFields';
import {
  CHOICE_KINDS,
  draftOfQuestion,
  emptyQuestion,
  QUESTION_LANGS,
  questionRequestOf,
  type QuestionFormDraft,
} from './question-draft';
import { SURVEYS_KEY, textLang } from './surveys-query';

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
  const [draft, setDraft] = useState<QuestionFormDraft>(() =>
    question ? draftOfQuestion(question) : emptyQuestion(),
  );
  const { errors, submit, pending, failure } = useCheckedChange({
    send: (body: object) =>
      question
        ? adminPost(
            ADMIN_API_PATHS.surveyQuestionEdit,
            { ...body, questionId: question.id },
            questionAnswerSchema,
          )
        : adminPost(ADMIN_API_PATHS.surveyQuestions, { ...body, surveyId }, questionAnswerSchema),
    invalidates: [SURVEYS_KEY],
    onSent: () => {
      const text = draft.text[textLang(i18n.language)];
      onDone(t(question ? 'surveys.questionSaved' : 'surveys.questionAdded', { text }));
    },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const request = questionRequestOf(draft);
    submit(surveyQuestionDraftSchema.safeParse(request), request);
  };

  return (
    <form className="panel" onSubmit={save} noValidate aria-labelledby="question-heading">
      <h2 id="question-heading">{question ? t('surveys.editHeading') : t('surveys.addHeading')}</h2>
      <SelectField
        label={t('surveys.kind')}
        value={draft.kind}
        onChange={(kind) =>
          setDraft((old) => ({ ...old, kind: kind as QuestionFormDraft['kind'] }))
        }
        options={SURVEY_QUESTION_KINDS.map((kind) => ({
          value: kind,
          label: t(`surveys.kinds.${kind}`),
        }))}
        error={errors.kind}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={draft.required}
          onChange={(event) => setDraft((old) => ({ ...old, required: event.target.checked }))}
        />{' '}
        {t('surveys.mustAnswer')}
      </label>
      <fieldset className="fieldset">
        <legend>{t('surveys.questionText')}</legend>
        {QUESTION_LANGS.map((lang) => (
          <Field
            key={lang}
            label={t(`languages.${LANG_KEY[lang]}`)}
            value={draft.text[lang]}
            onChange={(event) =>
              setDraft((old) => ({ ...old, text: { ...old.text, [lang]: event.target.value } }))
            }
            error={errors[`text.${lang}`]}
          />
        ))}
      </fieldset>
      {CHOICE_KINDS.includes(draft.kind) && (
        <ChoiceFields
          choices={draft.choices}
          errors={errors}
          onChange={(choices) => setDraft((old) => ({ ...old, choices }))}
        />
      )}
      {Object.keys(errors).length > 0 && <FormAlert>{t('errors.fixFields')}</FormAlert>}
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
