import { useTranslation } from '@/lib/i18n';
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

// The contract's limits (contactSchema), so nothing longer can be typed.
const FIELDS = [
  { key: 'name', type: 'text', autoComplete: 'name', inputMode: undefined, maxLength: 60 },
  { key: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  { key: 'phone', type: 'tel', autoComplete: 'tel', inputMode: undefined, maxLength: 20 },
] as const;

interface ContactFieldsProps<S extends z.ZodType> {
  form: FormState<S>;
  formId: string;
  /** What the form asks it for ("How we can reply"); by default, how to reach the visitor. */
  legend?: string;
  hint?: string;
  /**
   * Set where the contact is asked as one of the form's fields, its legend marked like a field's
   * label: `required` (a lost item: the point is to tell the owner) or `optional` (a repair
   * report: no contact at all while every field is empty). Unset, it is a section of the form
   * of its own (a booking, a publication, a suggestion) that needs a name.
   */
  mark?: 'required' | 'optional';
}

/**
 * How to reach the visitor (contactSchema): a name, and an email or a phone number, with the
 * hint that one of the two is enough. Held in the form's `contact` value; its PrivacyNote goes
 * beside it, in the form that asks for it.
 */
export function ContactFields<S extends z.ZodType>({
  form,
  formId,
  legend,
  hint,
  mark,
}: ContactFieldsProps<S>) {
  const { t } = useTranslation();
  const contact = form.values.contact as Partial<ContactValues> | undefined;
  const optional = mark === 'optional';
  // The two looks keep their own texts (the marked one's are the form's, form.contact.*).
  const labels = mark ? 'form.contact' : 'contactFields';
  const change = (key: keyof ContactValues, value: string) => {
    const next = { ...contact, [key]: value };
    const empty = FIELDS.every(({ key: field }) => !next[field]?.trim());
    form.set('contact', empty && optional ? undefined : next);
  };
  return (
    <fieldset className={mark ? 'form-fieldset' : 'form-group'}>
      <legend className={mark ? 'form-field__label' : 'form-group__legend'}>
        {legend ?? t('contactFields.legend')}
        {mark ? <span className={`form-field__${mark}`}> {t(`form.${mark}`)}</span> : null}
      </legend>
      <p className="form-field__hint">{hint ?? t('contactFields.hint')}</p>
      {FIELDS.map(({ key, type, autoComplete, inputMode, maxLength }) => (
        <Field
          key={key}
          formId={formId}
          field={`contact.${key}`}
          label={t(`${labels}.${key}`)}
          required={!optional && key === 'name'}
          // "No contact at all" is said at its first field.
          issue={
            form.issues[`contact.${key}`] ?? (key === 'name' ? form.issues.contact : undefined)
          }
        >
          {(input) => (
            <input
              {...input}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
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
