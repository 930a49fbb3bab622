import { useTranslation } from '@/lib/i18n';
import { IssueText } from '@/components/form/IssueText';
import { Field, type BoundForm } from '@/admin/components/fields';
import { emptyChoice, QUESTION_LANGS, type ChoiceDraft } from './question-draft';

const LANG_KEY = { 'zh-tw': 'zhTw', en: 'en', ja: 'ja' } as const;

/** A choice question's choices, each labelled in the three languages, added and removed. */
export function ChoiceFields({ form, choices }: { form: BoundForm; choices: ChoiceDraft[] }) {
  const { t } = useTranslation();
  const issue = form.issues.choices;
  const change = (next: ChoiceDraft[]) => form.set('choices', next);
  return (
    <>
      {issue && (
        <p className="field__error" role="alert">
          {choices.length < 2 ? t('surveys.twoChoices') : <IssueText issue={issue} />}
        </p>
      )}
      {choices.map((choice, index) => (
        <fieldset key={choice.key} className="fieldset">
          <legend>{t('surveys.choice', { number: index + 1 })}</legend>
          {QUESTION_LANGS.map((lang) => (
            <Field
              key={lang}
              form={form}
              field={`choices.${index}.label.${lang}`}
              label={t(`languages.${LANG_KEY[lang]}`)}
            />
          ))}
          <button
            type="button"
            className="button"
            onClick={() => change(choices.filter((_, i) => i !== index))}
          >
            {t('surveys.removeChoice', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          className="button"
          onClick={() => change([...choices, emptyChoice()])}
        >
          {t('surveys.addChoice')}
        </button>
      </p>
    </>
  );
}
