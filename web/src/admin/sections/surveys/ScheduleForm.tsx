import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  surveyChangeAnswerSchema,
  surveyScheduleRequestSchema,
  type OperatorSurvey,
} from '@ecg/domain/contracts/admin-surveys';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPost } from '../../api';
import { Field } from '../../components/fields';
import { useCheckedChange } from '../../components/use-checked-change';
import { SURVEYS_KEY } from './surveys-query';

/** Whether the survey takes answers, and between which Taipei days (both may be left empty). */
export function ScheduleForm({
  survey,
  onChanged,
}: {
  survey: OperatorSurvey;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(survey.open);
  const [opensOn, setOpensOn] = useState(survey.opensOn ?? '');
  const [closesOn, setClosesOn] = useState(survey.closesOn ?? '');
  const { errors, submit, pending, failure } = useCheckedChange({
    send: (body: object) =>
      adminPost(ADMIN_API_PATHS.surveySchedule, body, surveyChangeAnswerSchema),
    invalidates: [SURVEYS_KEY],
    onSent: () => onChanged(t(open ? 'surveys.opened' : 'surveys.closed', { title: survey.title })),
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    submit(
      surveyScheduleRequestSchema.safeParse({
        surveyId: survey.id,
        open,
        opensOn: opensOn || null,
        closesOn: closesOn || null,
      }),
    );
  };
  return (
    <form className="panel" onSubmit={save} noValidate aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">{t('surveys.scheduleHeading')}</h2>
      <p className="row__meta">
        {t(survey.takingAnswers ? 'surveys.takingAnswers' : 'surveys.notTaking')}
      </p>
      <label className="choice">
        <input type="checkbox" checked={open} onChange={(event) => setOpen(event.target.checked)} />{' '}
        {t('surveys.open')}
      </label>
      <Field
        label={t('surveys.opensOn')}
        hint={t('surveys.daysHint')}
        type="date"
        value={opensOn}
        onChange={(event) => setOpensOn(event.target.value)}
        error={errors.opensOn}
      />
      <Field
        label={t('surveys.closesOn')}
        type="date"
        value={closesOn}
        onChange={(event) => setClosesOn(event.target.value)}
        error={errors.closesOn}
      />
      {failure}
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('surveys.saveSchedule')}
      </button>
    </form>
  );
}
