import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert, issuesByField, type FieldErrors } from './fields';
import { alertKeyOf, fieldErrorsOf } from './refusal';

interface CheckedChangeOptions<Body, Answer> {
  send: (body: Body) => Promise<Answer>;
  /** The queries the change makes stale (sections' keys). */
  invalidates?: QueryKey[];
  onSent: (answer: Answer) => void;
  /** What a failure says at the fields, where the form knows better than the refusal. */
  errorsOf?: (error: Error) => FieldErrors;
}

/** A contract's check of what the form holds, as zod's `safeParse` gives it. */
type Checked<Data> = { success: true; data: Data } | { success: false; error: z.ZodError };

/**
 * A console form's change: checked by the shared contract before it is sent, each problem said
 * at its field; a refusal of the server naming a field is said there too, and any other failure
 * in `failure`, for the form to show above its button.
 */
export function useCheckedChange<Body, Answer>({
  send,
  invalidates = [],
  onSent,
  errorsOf = fieldErrorsOf,
}: CheckedChangeOptions<Body, Answer>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
      onSent(answer);
    },
    onError: (error) => setErrors(errorsOf(error)),
  });
  /** Sends the checked data, or `body` where the form sends what it holds as it is. */
  const submit = <Data extends Body>(checked: Checked<Data>, body?: Body) => {
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    change.mutate(body ?? checked.data);
  };
  const failure = change.isError && Object.keys(errors).length === 0 && (
    <FormAlert>{t(alertKeyOf(change.error))}</FormAlert>
  );
  return {
    errors,
    setErrors,
    submit,
    /** Sends without a check, for a change with nothing to fill in (visitors' asking stopped). */
    send: change.mutate,
    pending: change.isPending,
    failure,
  };
}
