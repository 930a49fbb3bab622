import { matchLostReportRequestSchema } from '@ecg/domain/contracts/admin-lost-property';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { AdminApiError, adminPost } from '@/admin/api';
import { Field } from '@/admin/components/fields';
import { refusalIssues } from '@/admin/components/refusal';
import { useFormChange } from '@/admin/components/use-form-change';
import { LOST_PROPERTY_CALLS } from './lost-property-query';

/** A report matched to the held found item that is the visitor's, by the item's number. */
export function MatchForm({
  report,
  onMatched,
}: {
  report: string;
  onMatched: (message: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm(matchLostReportRequestSchema, { report, item: '' });
  const { submit, pending, failure } = useFormChange(form, {
    send: (checked) => adminPost('matchLostReport', checked),
    refreshes: LOST_PROPERTY_CALLS,
    onSent: () =>
      onMatched(t('lostProperty.matched', { report, item: form.values.item.trim().toUpperCase() })),
    // The report is one of the list: a number not found is the item's.
    issuesOf: (error) =>
      error instanceof AdminApiError && error.status === 404
        ? [{ field: 'item', rule: 'invalid', key: 'lostProperty.noSuchItem' }]
        : refusalIssues(error),
  });
  return (
    <form
      className="inline-form"
      onSubmit={submit}
      noValidate
      aria-label={t('lostProperty.matchOf', { number: report })}
    >
      <Field
        form={form}
        field="item"
        label={t('lostProperty.itemNumber')}
        placeholder="F-2611-482913"
      />
      <button type="submit" className="button" disabled={pending}>
        {t('lostProperty.match')}
      </button>
      {failure}
    </form>
  );
}
