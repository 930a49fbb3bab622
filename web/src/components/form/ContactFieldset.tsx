import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { FieldIssues } from './use-form';

export interface ContactValues {
  name?: string;
  email?: string;
  phone?: string;
}

interface ContactFieldsProps {
  formId: string;
  legend: string;
  hint: string;
  /** Required (a lost item: the point is to tell the owner) or optional (a repair report). */
  required: boolean;
  contact: ContactValues | undefined;
  issues: FieldIssues;
  /** Undefined when the visitor left every field empty: no contact at all. */
  onChange: (contact: ContactValues | undefined) => void;
}

const FIELDS = [
  { key: 'name', type: 'text', autoComplete: 'name', maxLength: 60 },
  { key: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { key: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 20 },
] as const;

/**
 * How to reach the visitor (contactSchema): a name, and an email or a phone number. Its
 * PrivacyNote goes beside it, in the form that asks for it.
 */
export function ContactFieldset({
  formId,
  legend,
  hint,
  required,
  contact,
  issues,
  onChange,
}: ContactFieldsProps) {
  const { t } = useTranslation();
  const change = (key: keyof ContactValues, value: string) => {
    const next = { ...contact, [key]: value };
    const empty = FIELDS.every(({ key: field }) => !next[field]?.trim());
    onChange(empty && !required ? undefined : next);
  };
  return (
    <fieldset className="form-fieldset">
      <legend className="form-field__label">
        {legend}
        <span className={required ? 'form-field__required' : 'form-field__optional'}>
          {' '}
          {t(required ? 'form.required' : 'form.optional')}
        </span>
      </legend>
      <p className="form-field__hint">{hint}</p>
      {FIELDS.map(({ key, type, autoComplete, maxLength }) => (
        <Field
          key={key}
          formId={formId}
          field={`contact.${key}`}
          label={t(`form.contact.${key}`)}
          required={required && key === 'name'}
          issue={issues[`contact.${key}`] ?? (key === 'name' ? issues.contact : undefined)}
        >
          {(input) => (
            <input
              {...input}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              value={contact?.[key] ?? ''}
              onChange={(event) => change(key, event.target.value)}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
