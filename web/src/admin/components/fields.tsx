import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from './field-errors';

export {
  issuesByField,
  serverFieldErrors,
  type FieldError,
  type FieldErrors,
} from './field-errors';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldError | undefined;
}

/** A label, an optional hint, the control, and its error said at the field (and read with it). */
function useFrame({ label, hint, error }: FieldFrame) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const wrap = (input: ReactNode) => (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {input}
      {error && (
        <p id={errorId} className="field__error">
          {t(error.key, error.values ?? {})}
        </p>
      )}
    </div>
  );
  return { control, wrap };
}

/** A count the operator types (copies, places): a whole number from 1, on the phone's number pad. */
export const COUNT_INPUT = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

export function Field({
  label,
  hint,
  error,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const { control, wrap } = useFrame({ label, hint, error });
  return wrap(<input className="field__control" {...input} {...control} />);
}

export function TextArea({
  label,
  hint,
  error,
  ...input
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { control, wrap } = useFrame({ label, hint, error });
  return wrap(<textarea className="field__control" rows={5} {...input} {...control} />);
}

export function SelectField({
  label,
  hint,
  error,
  options,
  value,
  onChange,
}: FieldFrame & {
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { control, wrap } = useFrame({ label, hint, error });
  return wrap(
    <select
      className="field__control"
      value={value}
      onChange={(event) => onChange(event.target.value)}
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

/** Several choices of one question (the languages a tour is given in), its error said with it. */
export function CheckboxGroup<V extends string>({
  legend,
  hint,
  error,
  options,
  values,
  onChange,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: FieldError | undefined;
  options: { value: V; label: string }[];
  values: readonly V[];
  onChange: (values: V[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <fieldset
      className={`fieldset${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy.join(' ') || undefined}
    >
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="choices">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="checkbox"
              checked={values.includes(option.value)}
              onChange={(event) =>
                onChange(
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
      {error && (
        <p id={`${id}-error`} className="field__error">
          {t(error.key, error.values ?? {})}
        </p>
      )}
    </fieldset>
  );
}
