import { useCallback, useId, useMemo, useState } from 'react';
import { formIssuesOf } from '@ecg/domain/contracts';
import type { z } from 'zod';
import type { FieldIssue } from './issue-message';

/** The first issue of each field, by its path (`contact.email`). */
export type FieldIssues = Readonly<Record<string, FieldIssue>>;

function byField(issues: readonly FieldIssue[]): FieldIssues {
  const found: Record<string, FieldIssue> = {};
  for (const issue of issues) found[issue.field] ??= issue;
  return found;
}

type Values = Record<string, unknown>;

export interface FormState<S extends z.ZodType, V extends object = Values> {
  /** The form's id, from which each field's input takes its own (fieldId). */
  id: string;
  /** What the form holds, as typed: the draft the contract checks (or the request made of it). */
  values: V;
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
   * undefined with every field's message shown and the first field at fault focused. `request`:
   * what the contract reads where the form holds something else (numbers as typed, a draft's
   * list keys); its paths are the fields'.
   */
  check(request?: unknown): z.infer<S> | undefined;
  /** The server's issues (a refusal), or the form's own, shown at their fields. */
  showIssues(issues: readonly FieldIssue[]): void;
  /** Starts again from `values` (the initial ones by default), with no message. */
  reset(values?: V): void;
}

/**
 * The one form system of the visitors' app and the console (docs/forms.md): a form checked by
 * its shared contract (domain/src/contracts), so the reader sees at each field what the server
 * would refuse, in their language, before anything is sent. `formId` names the fields' inputs;
 * a form shown more than once on a page leaves it out and gets one of its own.
 */
export function useForm<S extends z.ZodType, V extends object>(
  schema: S,
  initial: V,
  formId?: string,
): FormState<S, V> {
  const ownId = useId().replace(/[^\w-]/g, '');
  const id = formId ?? `form-${ownId}`;
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<FieldIssues>({});
  const [first] = useState(initial);

  const set = useCallback((field: string, value: unknown) => {
    setValues((before) => withValueAt(before as Values, field.split('.'), value) as V);
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
    (found: readonly FieldIssue[]) => {
      setIssues(byField(found));
      const at = found[0];
      if (at === undefined) return;
      // After the messages render, so a screen reader reads the field with its message.
      requestAnimationFrame(() =>
        document.getElementById(fieldId(id, at.field))?.focus({ preventScroll: false }),
      );
    },
    [id],
  );

  const check = useCallback(
    (request?: unknown) => {
      const sent = request ?? values;
      const result = schema.safeParse(sent);
      if (result.success) {
        setIssues({});
        return result.data;
      }
      showIssues(formIssuesOf(result.error, sent));
      return undefined;
    },
    [schema, values, showIssues],
  );

  const get = useCallback((field: string) => valueAt(values as Values, field.split('.')), [values]);

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? first);
      setIssues({});
    },
    [first],
  );

  return useMemo(
    () => ({ id, values, set, get, issues, check, showIssues, reset }),
    [id, values, set, get, issues, check, showIssues, reset],
  );
}

/** An object or a list: what a path goes into (`link.0.url`). */
type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container =>
  value !== null && typeof value === 'object';

function valueAt(values: Values, path: readonly string[]): unknown {
  let value: unknown = values;
  for (const key of path) value = isContainer(value) ? (value as Values)[key] : undefined;
  return value;
}

/** A copy of the values with one nested value replaced, the objects and lists on its path too. */
function withValueAt<C extends Container>(
  values: C,
  [key, ...rest]: readonly string[],
  value: unknown,
): C {
  if (key === undefined) return values;
  const inner = (values as Values)[key];
  const next =
    rest.length === 0 ? value : withValueAt(isContainer(inner) ? inner : {}, rest, value);
  if (!Array.isArray(values)) return { ...values, [key]: next };
  const copy = [...values];
  copy[Number(key)] = next;
  return copy as C;
}

/** The id of a field's input, which its label, message and the focus on a refusal use. */
export function fieldId(formId: string, field: string): string {
  return `${formId}-${field.replaceAll('.', '-')}`;
}
