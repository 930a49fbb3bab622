import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '@/lib/i18n';
import { IssueText } from '@/components/form/IssueText';
import { fieldId, type FormState } from '@/components/form/use-form';
import type { z } from 'zod';

/** What a field needs of its form (useForm, docs/forms.md): its value, its issue, its id. */
export type BoundForm = Pick<FormState<z.ZodType>, 'id' | 'get' | 'set' | 'issues'>;

/**
 * A form's field: its path in the form's values, as the contract names it (`title.en`), from
 * which it takes its value, its issue and its id. A list's filter, which no contract checks, is
 * a control without a form, its value and change its own.
 */
interface Binding {
  form?: BoundForm;
  field?: string;
}

type FieldFrame = Binding & { label: ReactNode; hint?: ReactNode };

/** A label, an optional hint, the control, and its issue said at the field (and read with it). */
function useFrame({ form, field, label, hint }: FieldFrame) {
  const ownId = useId();
  const bound = form && field !== undefined ? { form, field } : undefined;
  const id = bound ? fieldId(bound.form.id, bound.field) : ownId;
  const issue = bound?.form.issues[bound.field];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', issue ? errorId : ''].filter(Boolean).join(' ');
  const control = {
    id,
    'aria-invalid': issue ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...(bound && {
      value: String(bound.form.get(bound.field) ?? ''),
      onChange: (event: { target: { value: string } }) =>
        bound.form.set(bound.field, event.target.value),
    }),
  };
  const wrap = (input: ReactNode) => (
    <div className={`field${issue ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {input}
      {issue && (
        <p id={errorId} className="field__error">
          <IssueText issue={issue} />
        </p>
      )}
    </div>
  );
  return { control, wrap };
}

/** What the element's own attributes may add; its labelling is the field's. */
type Own<A> = Omit<A, 'id' | 'form'>;

/** A count the operator types (copies, places): a whole number from 1, on the phone's number pad. */
export const COUNT_INPUT = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

export function Field({
  form,
  field,
  label,
  hint,
  ...input
}: FieldFrame & Own<InputHTMLAttributes<HTMLInputElement>>) {
  const { control, wrap } = useFrame({ form, field, label, hint });
  return wrap(<input className="field__control" {...input} {...control} />);
}

export function TextArea({
  form,
  field,
  label,
  hint,
  ...input
}: FieldFrame & Own<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { control, wrap } = useFrame({ form, field, label, hint });
  return wrap(<textarea className="field__control" rows={5} {...input} {...control} />);
}

export function SelectField({
  options,
  value,
  onChange,
  ...frame
}: FieldFrame & {
  options: { value: string; label: string }[];
  /** A filter's own value and change; a form's field has its form's. */
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { control, wrap } = useFrame(frame);
  return wrap(
    <select
      className="field__control"
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      {...control}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
  );
}

/** A message about the whole form (a refused sign-in, a failed send), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}

/** Above a long form's button: some fields say what is wrong (the first has the focus). */
export function FixFields({ form }: { form: BoundForm }) {
  const { t } = useTranslation();
  if (Object.keys(form.issues).length === 0) return null;
  return <FormAlert>{t('errors.fixFields')}</FormAlert>;
}

/** Several choices of one question (the languages a tour is given in), its issue said with it. */
export function CheckboxGroup<V extends string>({
  form,
  field,
  legend,
  hint,
  options,
}: {
  form: BoundForm;
  field: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: { value: V; label: string }[];
}) {
  const id = fieldId(form.id, field);
  const issue = form.issues[field];
  const values = (form.get(field) ?? []) as readonly V[];
  const describedBy = [hint ? `${id}-hint` : '', issue ? `${id}-error` : ''].filter(Boolean);
  return (
    <fieldset
      className={`fieldset${issue ? ' field--invalid' : ''}`}
      aria-describedby={describedBy.join(' ') || undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="choices">
        {options.map((option, index) => (
          <label key={option.value} className="choice">
            <input
              type="checkbox"
              // The first choice takes the field's id, for the focus on a refusal to find it.
              id={index === 0 ? id : undefined}
              checked={values.includes(option.value)}
              onChange={(event) =>
                form.set(
                  field,
                  event.target.checked
                    ? [...values, option.value]
                    : values.filter((value) => value !== option.value),
                )
              }
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
      {issue && (
        <p id={`${id}-error`} className="field__error">
          <IssueText issue={issue} />
        </p>
      )}
    </fieldset>
  );
}

/** A box the operator ticks (must be answered, open), bound to a true-or-false field. */
export function Checkbox({
  form,
  field,
  label,
}: {
  form: BoundForm;
  field: string;
  label: ReactNode;
}) {
  return (
    <label className="choice">
      <input
        type="checkbox"
        id={fieldId(form.id, field)}
        checked={form.get(field) === true}
        onChange={(event) => form.set(field, event.target.checked)}
      />{' '}
      {label}
    </label>
  );
}
