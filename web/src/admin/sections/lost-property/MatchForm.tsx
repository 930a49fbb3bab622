import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  foundItemChangeAnswerSchema,
  matchLostReportRequestSchema,
} from '@ecg/domain/contracts/admin-lost-property';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminApiError, adminPost } from '../../api';
import { Field } from '../../components/fields';
import { fieldErrorsOf } from '../../components/refusal';
import { useCheckedChange } from '../../components/use-checked-change';
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
  const [item, setItem] = useState('');
  const { errors, submit, pending, failure } = useCheckedChange({
    send: (body: object) =>
      adminPost(ADMIN_API_PATHS.matchLostReport, body, foundItemChangeAnswerSchema),
    invalidates: [LOST_PROPERTY_KEY],
    onSent: () => onMatched(t('lostProperty.matched', { report, item: item.trim().toUpperCase() })),
    // The report is one of the list: a number not found is the item's.
    errorsOf: (error) =>
      error instanceof AdminApiError && error.status === 404
        ? { item: { key: 'lostProperty.noSuchItem' } }
        : fieldErrorsOf(error),
  });
  const match = (event: FormEvent) => {
    event.preventDefault();
    submit(matchLostReportRequestSchema.safeParse({ report, item }));
  };
  return (
    <form
      className="inline-form"
      onSubmit={match}
      noValidate
      aria-label={t('lostProperty.matchOf', { number: report })}
    >
      <Field
        label={t('lostProperty.itemNumber')}
        placeholder="F-2611-482913"
        value={item}
        onChange={(event) => setItem(event.target.value)}
        error={errors.item}
      />
      <button type="submit" className="button" disabled={pending}>
        {t('lostProperty.match')}
      </button>
      {failure}
    </form>
  );
}
