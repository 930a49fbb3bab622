import {
  surveyScheduleRequestSchema,
  type OperatorSurvey,
} from '@ecg/domain/contracts/admin-surveys';
import { useTranslation } from '@/lib/i18n';
import { useForm } from '@/components/form/use-form';
import { adminPost } from '@/admin/api';
import { Checkbox, Field } from '@/admin/components/fields';
import { useFormChange } from '@/admin/components/use-form-change';
import { SURVEY_CALLS } from './surveys-query';

/** Whether the survey takes answers, and between which Taipei days (both may be left empty). */
export function ScheduleForm({
  survey,
  onChanged,
}: {
  survey: OperatorSurvey;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm(surveyScheduleRequestSchema, {
    open: survey.open,
    opensOn: survey.opensOn ?? '',
    closesOn: survey.closesOn ?? '',
  });
  const { submit, pending, failure } = useFormChange(form, {
    // A day left empty is no bound.
    request: ({ open, opensOn, closesOn }) => ({
      surveyId: survey.id,
      open,
      opensOn: opensOn || null,
      closesOn: closesOn || null,
    }),
    send: (checked) => adminPost('surveySchedule', checked),
    refreshes: SURVEY_CALLS,
    onSent: () =>
      onChanged(t(form.values.open ? 'surveys.opened' : 'surveys.closed', { title: survey.title })),
  });
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">{t('surveys.scheduleHeading')}</h2>
      <p className="row__meta">
        {t(survey.takingAnswers ? 'surveys.takingAnswers' : 'surveys.notTaking')}
      </p>
      <Checkbox form={form} field="open" label={t('surveys.open')} />
      <Field
        form={form}
        field="opensOn"
        label={t('surveys.opensOn')}
        hint={t('surveys.daysHint')}
        type="date"
      />
      <Field form={form} field="closesOn" label={t('surveys.closesOn')} type="date" />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('surveys.saveSchedule')}
      </button>
    </form>
  );
}
