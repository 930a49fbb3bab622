import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../components/form/Field';
import type { FormState } from '../../../components/form/use-form';

/** How to reply: a name, and an email or a phone number (contactSchema). */
export function ContactFields<S extends z.ZodType>({
  formId,
  form,
}: {
  formId: string;
  form: FormState<S>;
}) {
  const { t } = useTranslation();
  const fields = [
    { field: 'contact.name', label: t('suggestion.name'), type: 'text', autoComplete: 'name' },
    { field: 'contact.email', label: t('suggestion.email'), type: 'email', autoComplete: 'email' },
    { field: 'contact.phone', label: t('suggestion.phone'), type: 'tel', autoComplete: 'tel' },
  ] as const;
  return (
    <fieldset className="form-group suggestion__contact">
      <legend className="form-field__label">{t('suggestion.contact')}</legend>
      <p className="form-field__hint">{t('suggestion.contactHint')}</p>
      {fields.map(({ field, label, type, autoComplete }) => (
        <Field
          key={field}
          formId={formId}
          field={field}
          label={label}
          required={field === 'contact.name'}
          issue={form.issues[field]}
        >
          {(input) => (
            <input
              {...input}
              type={type}
              autoComplete={autoComplete}
              value={String(form.get(field) ?? '')}
              onChange={(event) => form.set(field, event.target.value)}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
