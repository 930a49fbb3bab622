import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import type { z } from 'zod';
import { Field, type InputProps } from './Field';
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

/** What the element takes from the form: its labelling, its value and the change that sets it. */
interface BoundInput extends InputProps {
  value: string;
  onChange: (event: ChangeEvent<{ value: string }>) => void;
}

function BoundField<S extends z.ZodType, A>({
  props: { form, formId, field, label, hint, required, ...attributes },
  control,
}: {
  props: FormFieldProps<S> & A;
  control: (input: BoundInput, attributes: Omit<A, keyof FormFieldProps<S>>) => ReactNode;
}) {
  return (
    <Field {...{ formId, field, label, hint, required }} issue={form.issues[field]}>
      {(input) =>
        control(
          {
            ...input,
            value: String(form.get(field) ?? ''),
            onChange: (event) => form.set(field, event.target.value),
          },
          attributes,
        )
      }
    </Field>
  );
}

/** An input (text unless its `type` says otherwise) bound to one field of the form. */
export function InputField<S extends z.ZodType>(
  props: FormFieldProps<S> & Own<InputHTMLAttributes<HTMLInputElement>>,
) {
  return (
    <BoundField
      props={props}
      control={(input, attributes) => <input type="text" {...attributes} {...input} />}
    />
  );
}

/** A text area bound to one field of the form. */
export function TextAreaField<S extends z.ZodType>(
  props: FormFieldProps<S> & Own<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  return (
    <BoundField
      props={props}
      control={(input, attributes) => <textarea {...attributes} {...input} />}
    />
  );
}

/** A list to choose from (its options the children) bound to one field of the form. */
export function SelectField<S extends z.ZodType>(
  props: FormFieldProps<S> & Own<SelectHTMLAttributes<HTMLSelectElement>>,
) {
  return (
    <BoundField
      props={props}
      control={(input, { children, ...attributes }) => (
        <select {...attributes} {...input}>
          {children}
        </select>
      )}
    />
  );
}
