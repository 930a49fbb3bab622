import { useTranslation } from '@/lib/i18n';
import {
  RATING_SCALE,
  SURVEY_TEXT_MAX,
  type FormIssue,
  type SurveyQuestion,
} from '@ecg/domain/contracts';
import { Field, IssueText } from '@/components/form/Field';
import { fieldId } from '@/components/form/use-form';

interface QuestionFieldProps {
  formId: string;
  question: SurveyQuestion;
  value: unknown;
  issue: FormIssue | undefined;
  onChange: (value: unknown) => void;
}

const RATINGS = Array.from(
  { length: RATING_SCALE.max - RATING_SCALE.min + 1 },
  (_, index) => RATING_SCALE.min + index,
);

/**
 * One question of a survey, by its kind: a text box, or a group of radio buttons (one choice, a
 * rating) or check boxes (several choices) named by the question itself, its message tied to it.
 */
export function QuestionField({ formId, question, value, issue, onChange }: QuestionFieldProps) {
  const field = `answers.${question.id}`;
  if (question.kind === 'shortText' || question.kind === 'longText') {
    const text = typeof value === 'string' ? value : '';
    return (
      <Field
        formId={formId}
        field={field}
        label={question.text}
        required={question.required}
        issue={issue}
      >
        {(input) =>
          question.kind === 'longText' ? (
            <textarea
              {...input}
              value={text}
              maxLength={SURVEY_TEXT_MAX.longText}
              onChange={(event) => onChange(event.target.value)}
            />
          ) : (
            <input
              {...input}
              type="text"
              value={text}
              maxLength={SURVEY_TEXT_MAX.shortText}
              onChange={(event) => onChange(event.target.value)}
            />
          )
        }
      </Field>
    );
  }
  return (
    <ChoiceGroup
      formId={formId}
      field={field}
      question={question}
      value={value}
      issue={issue}
      onChange={onChange}
    />
  );
}

function ChoiceGroup({
  formId,
  field,
  question,
  value,
  issue,
  onChange,
}: QuestionFieldProps & { field: string }) {
  const { t } = useTranslation();
  const id = fieldId(formId, field);
  const issueId = `${id}-issue`;
  const many = question.kind === 'multiple';
  const options =
    question.kind === 'rating'
      ? RATINGS.map((rating) => ({
          value: rating,
          label: `${rating} · ${t(`survey.rating.${rating}`)}`,
        }))
      : question.choices.map((choice) => ({ value: choice.id, label: choice.label }));
  const chosen: readonly unknown[] = many ? (Array.isArray(value) ? value : []) : [value];
  const toggle = (option: string | number, on: boolean) => {
    if (!many) onChange(option);
    else onChange(on ? [...chosen, option] : chosen.filter((one) => one !== option));
  };
  return (
    <fieldset
      className={`form-field form-options${issue ? ' form-field--invalid' : ''}${
        question.kind === 'rating' ? ' form-options--rating' : ''
      }`}
      aria-describedby={issue ? issueId : undefined}
    >
      <legend className="form-field__label">
        {question.text}
        <span className={question.required ? 'form-field__required' : 'form-field__optional'}>
          {' '}
          {t(question.required ? 'form.required' : 'form.optional')}
        </span>
      </legend>
      {many ? <p className="form-field__hint">{t('survey.chooseAll')}</p> : null}
      {options.map((option, index) => (
        <label key={option.value} className="form-options__option">
          <input
            // The first option takes the field's id: a refusal focuses it.
            {...(index === 0 ? { id } : {})}
            type={many ? 'checkbox' : 'radio'}
            name={id}
            value={option.value}
            checked={chosen.includes(option.value)}
            aria-invalid={issue !== undefined}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {issue && (
        <p className="form-field__issue" id={issueId}>
          <IssueText issue={issue} />
        </p>
      )}
    </fieldset>
  );
}
