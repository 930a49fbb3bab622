import { useCallback, useMemo, useState } from 'react';
import { formIssuesOf, type FormIssue } from '@ecg/domain/contracts';
import type { z } from 'zod';

/** The first issue of each field, by its path (`contact.email`). */
export type FieldIssues = Readonly<Record<string, FormIssue>>;

function byField(issues: readonly FormIssue[]): FieldIssues {
  const found: Record<string, FormIssue> = {};
  for (const issue of issues) found[issue.field] ??= issue;
  return found;
}

export interface FormState<S extends z.ZodType> {
  values: Record<string, unknown>;
  /**
   * Sets one field, by its path (`topic`, `contact.email`, `answers.3`: the nested value the
   * contract reads); its message, and only its, goes once the visitor changes it.
   */
  set(field: string, value: unknown): void;
  /** The value of a field, by its path. */
  get(field: string): unknown;
  issues: FieldIssues;
  /**
   * Checks the form against the contract the server checks it with: the form's data, or
   * undefined with every field's message shown and the first field at fault focused.
   */
  check(): z.infer<S> | undefined;
  /** The server's issues (a refusal), shown at their fields as the form's own. */
  showIssues(issues: readonly FormIssue[]): void;
}

/**
 * A form checked by its shared contract (domain/src/contracts), so the visitor sees at each field
 * what the server would refuse, in their language, before anything is sent.
 */
export function useForm<S extends z.ZodType>(
  schema: S,
  initial: Record<string, unknown>,
  formId: string,
): FormState<S> {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<FieldIssues>({});

  const set = useCallback((field: string, value: unknown) => {
    setValues((before) => withValueAt(before, field.split('.'), value));
    setIssues((before) => {
      const prefix = `${field}.`;
      // The field's own message, its parts' and the whole's it is a part of (contact required).
      const kept = Object.entries(before).filter(
        ([path]) => path !== field && !path.startsWith(prefix) && !field.startsWith(`${path}.`),
      );
      return kept.length === Object.keys(before).length ? before : Object.fromEntries(kept);
    });
  }, []);

  const showIssues = useCallback(
    (found: readonly FormIssue[]) => {
      setIssues(byField(found));
      const first = found[0];
      if (first === undefined) return;
      // After the messages render, so a screen reader reads the field with its message.
      requestAnimationFrame(() =>
        document.getElementById(fieldId(formId, first.field))?.focus({ preventScroll: false }),
      );
    },
    [formId],
  );

  const check = useCallback(() => {
    const result = schema.safeParse(values);
    if (result.success) {
      setIssues({});
      return result.data;
    }
    showIssues(formIssuesOf(result.error, values));
    return undefined;
  }, [schema, values, showIssues]);

  const get = useCallback((field: string) => valueAt(values, field.split('.')), [values]);

  return useMemo(
    () => ({ values, set, get, issues, check, showIssues }),
    [values, set, get, issues, check, showIssues],
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function valueAt(values: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = values;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/** A copy of the values with one nested value replaced, the objects on its path copied too. */
function withValueAt(
  values: Record<string, unknown>,
  [key, ...rest]: readonly string[],
  value: unknown,
): Record<string, unknown> {
  if (key === undefined) return values;
  if (rest.length === 0) return { ...values, [key]: value };
  const inner = values[key];
  return { ...values, [key]: withValueAt(isRecord(inner) ? inner : {}, rest, value) };
}

/** The id of a field's input, which its label, message and the focus on a refusal use. */
export function fieldId(formId: string, field: string): string {
  return `${formId}-${field.replaceAll('.', '-')}`;
}
