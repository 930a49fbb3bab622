import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  foundItemChangeAnswerSchema,
  matchLostReportRequestSchema,
} from '@ecg/domain/contracts/admin-lost-property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminApiError, adminPost } from '../../api';
import { Field, FormAlert, issuesByField, type FieldErrors } from '../../components/fields';
import { alertKeyOf, fieldErrorsOf } from '../../components/refusal';
import { LOST_PROPERTY_KEY } from './lost-property-query';

/** A report matched to the held found item that is the visitor's, by the item's number. */
export function MatchForm({
  report,
  onMatched,
}: {
  report: string;
  onMatched: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [item, setItem] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const match = useMutation({
    mutationFn: (body: object) =>
      adminPost(ADMIN_API_PATHS.matchLostReport, body, foundItemChangeAnswerSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: LOST_PROPERTY_KEY });
      onMatched(t('lostProperty.matched', { report, item: item.trim().toUpperCase() }));
    },
    onError: (error) =>
      setErrors(
        // The report is one of the list: a number not found is the item's.
        error instanceof AdminApiError && error.status === 404
          ? { item: { key: 'lostProperty.noSuchItem' } }
          : fieldErrorsOf(error),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = matchLostReportRequestSchema.safeParse({ report, item });
    if (!checked.success) {
      setErrors(issuesByField(checked.error));
      return;
    }
    setErrors({});
    match.mutate(checked.data);
  };
  return (
    <form
      className="inline-form"
      onSubmit={submit}
      noValidate
      aria-label={t('lostProperty.matchOf', { number: report })}
    >
      <Field
        label={t('lostProperty.itemNumber')}
        placeholder="F-2611-0001"
        value={item}
        onChange={(event) => setItem(event.target.value)}
        error={errors.item}
      />
      <button type="submit" className="button" disabled={match.isPending}>
        {t('lostProperty.match')}
      </button>
      {match.isError && Object.keys(errors).length === 0 && (
        <FormAlert>{t(alertKeyOf(match.error))}</FormAlert>
      )}
    </form>
  );
}
