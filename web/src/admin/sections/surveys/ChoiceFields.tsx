import { useTranslation } from 'react-i18next';
import { Field, type FieldErrors } from '../../components/fields';
import { emptyChoice, QUESTION_LANGS, type ChoiceDraft } from './question-draft';

const LANG_KEY = { 'zh-tw': 'zhTw', en: 'en', ja: 'ja' } as const;

interface ChoiceFieldsProps {
  choices: ChoiceDraft[];
  errors: FieldErrors;
  onChange: (choices: ChoiceDraft[]) => void;
}

/** A choice question's choices, each labelled in the three languages, added and removed. */
export function ChoiceFields({ choices, errors, onChange }: ChoiceFieldsProps) {
  const { t } = useTranslation();
  const setLabel = (index: number, lang: string, value: string) =>
    onChange(
      choices.map((choice, i) =>
        i === index ? { ...choice, label: { ...choice.label, [lang]: value } } : choice,
      ),
    );
  return (
    <>
      {errors.choices && (
        <p className="field__error" role="alert">
          {choices.length < 2
            ? t('surveys.twoChoices')
            : t(errors.choices.key, errors.choices.values ?? {})}
        </p>
      )}
      {choices.map((choice, index) => (
        <fieldset key={choice.key} className="fieldset">
          <legend>{t('surveys.choice', { number: index + 1 })}</legend>
          {QUESTION_LANGS.map((lang) => (
            <Field
              key={lang}
              label={t(`languages.${LANG_KEY[lang]}`)}
              value={choice.label[lang]}
              onChange={(event) => setLabel(index, lang, event.target.value)}
              error={errors[`choices.${index}.label.${lang}`]}
            />
          ))}
          <button
            type="button"
            className="button"
            onClick={() => onChange(choices.filter((_, i) => i !== index))}
          >
            {t('surveys.removeChoice', { number: index + 1 })}
          </button>
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          className="button"
          onClick={() => onChange([...choices, emptyChoice()])}
        >
          {t('surveys.addChoice')}
        </button>
      </p>
    </>
  );
}
