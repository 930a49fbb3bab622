import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { useMutation, useQueryClient } from '@/lib/query';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { z } from 'zod';
import type { FieldIssue } from '@/components/form/issue-message';
import type { FormState } from '@/components/form/use-form';
import { refreshCalls } from '../admin-keys';
import { FormAlert } from './fields';
import { alertKeyOf, refusalIssues } from './refusal';

interface FormChangeOptions<S extends z.ZodType, V, Answer> {
  /** What the contract checks, made of the form's values; the values themselves by default. */
  request?: (values: V) => unknown;
  /** Sends the checked data (or the request as made, where the server must see it as typed). */
  send: (checked: z.infer<S>, request: unknown) => Promise<Answer>;
  /** The calls whose answers the change makes stale, each asked again whole (admin-keys.ts). */
  refreshes?: readonly AdminApiPathName[];
  onSent: (answer: Answer) => void;
  /** A rule of the form's own beyond the contract (a note where the status stays). */
  rules?: (checked: z.infer<S>) => FieldIssue[];
  /** What a failure says at the fields, where the form knows better than the refusal. */
  issuesOf?: (error: Error) => FieldIssue[];
}

/**
 * A console form's change (docs/forms.md): checked by the shared contract before it is sent,
 * each problem said at its field; a refusal of the server naming a field is said there too, and
 * any other failure in `failure`, for the form to show above its button.
 */
export function useFormChange<S extends z.ZodType, V extends object, Answer>(
  form: FormState<S, V>,
  {
    request = (values) => values,
    send,
    refreshes = [],
    onSent,
    rules = () => [],
    issuesOf = refusalIssues,
  }: FormChangeOptions<S, V, Answer>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ checked, made }: { checked: z.infer<S>; made: unknown }) => send(checked, made),
    onSuccess: (answer) => {
      void refreshCalls(queryClient, refreshes);
      onSent(answer);
    },
    onError: (error) => {
      const issues = issuesOf(error);
      if (issues.length > 0) form.showIssues(issues);
    },
  });
  /** Checks the form, then sends it; a form's `onSubmit`, or a dialog's confirmation. */
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const made = request(form.values);
    const checked = form.check(made);
    if (checked === undefined) return;
    const own = rules(checked);
    if (own.length > 0) form.showIssues(own);
    else change.mutate({ checked, made });
  };
  const failure = change.isError && issuesOf(change.error).length === 0 && (
    <FormAlert>{t(alertKeyOf(change.error))}</FormAlert>
  );
  return {
    submit,
    /** Sends without a check, for a change with nothing to fill in (visitors' asking stopped). */
    sendAsIs: (body: z.infer<S>) => change.mutate({ checked: body, made: body }),
    pending: change.isPending,
    failure,
  };
}
