import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import type { z } from 'zod';
import { Field } from './Field';
import type { FormState } from './use-form';

/** A field of a useForm form: its value, its message and its label all found by its path. */
interface FormFieldProps<S extends z.ZodType> {
  form: FormState<S>;
  formId: string;
  field: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/** What the element's own attributes may add; its value, change and labelling are the form's. */
type Own<A> = Omit<A, 'id' | 'value' | 'onChange' | 'required' | 'form'>;

/** The field's value as the element shows it, and the change that sets it in the form. */
function bound<S extends z.ZodType>(form: FormState<S>, field: string) {
  return {
    value: String(form.get(field) ?? ''),
    onChange: (event: ChangeEvent<{ value: string }>) => form.set(field, event.target.value),
  };
}

/** An input (text unless its `type` says otherwise) bound to one field of the form. */
export function InputField<S extends z.ZodType>({
  form,
  formId,
  field,
  label,
  hint,
  required,
  ...attributes
}: FormFieldProps<S> & Own<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field {...{ formId, field, label, hint, required }} issue={form.issues[field]}>
      {(input) => <input type="text" {...input} {...attributes} {...bound(form, field)} />}
    </Field>
  );
}

/** A text area bound to one field of the form. */
export function TextAreaField<S extends z.ZodType>({
  form,
  formId,
  field,
  label,
  hint,
  required,
  ...attributes
}: FormFieldProps<S> & Own<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field {...{ formId, field, label, hint, required }} issue={form.issues[field]}>
      {(input) => <textarea {...input} {...attributes} {...bound(form, field)} />}
    </Field>
  );
}

/** A list to choose from (its options the children) bound to one field of the form. */
export function SelectField<S extends z.ZodType>({
  form,
  formId,
  field,
  label,
  hint,
  required,
  children,
  ...attributes
}: FormFieldProps<S> & Own<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  return (
    <Field {...{ formId, field, label, hint, required }} issue={form.issues[field]}>
      {(input) => (
        <select {...input} {...attributes} {...bound(form, field)}>
          {children}
        </select>
      )}
    </Field>
  );
}
