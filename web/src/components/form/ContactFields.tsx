import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from './Field';
import type { FormState } from './use-form';

/** The contact as the form holds it: texts, empty until typed. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '' };

/**
 * How to reach the visitor (contactSchema): a name, and an email or a phone, with the hint that
 * one of the two is enough. Held in the form's `contact` value.
 */
export function ContactFields<S extends z.ZodType>({
  form,
  formId,
  legend,
  hint,
}: {
  form: FormState<S>;
  formId: string;
  /** What the form asks it for ("How we can reply"); by default, how to reach the visitor. */
  legend?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  const contact = (form.values.contact ?? EMPTY_CONTACT) as ContactValues;
  const change = (field: keyof ContactValues) => (event: { target: { value: string } }) =>
    form.set('contact', { ...contact, [field]: event.target.value });
  return (
    <fieldset className="form-group">
      <legend className="form-group__legend">{legend ?? t('contactFields.legend')}</legend>
      <p className="form-field__hint">{hint ?? t('contactFields.hint')}</p>
      <Field
        formId={formId}
        field="contact.name"
        label={t('contactFields.name')}
        required
        issue={form.issues['contact.name']}
      >
        {(input) => (
          <input
            {...input}
            type="text"
            autoComplete="name"
            value={contact.name}
            onChange={change('name')}
          />
        )}
      </Field>
      <Field
        formId={formId}
        field="contact.email"
        label={t('contactFields.email')}
        issue={form.issues['contact.email']}
      >
        {(input) => (
          <input
            {...input}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={contact.email}
            onChange={change('email')}
          />
        )}
      </Field>
      <Field
        formId={formId}
        field="contact.phone"
        label={t('contactFields.phone')}
        issue={form.issues['contact.phone']}
      >
        {(input) => (
          <input
            {...input}
            type="tel"
            autoComplete="tel"
            value={contact.phone}
            onChange={change('phone')}
          />
        )}
      </Field>
    </fieldset>
  );
}
