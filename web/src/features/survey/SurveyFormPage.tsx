import { useTranslation } from '@/lib/i18n';
import { StatusMessage } from '@/components/StatusMessage';
import { usePendingEntry } from '@/lib/outbox/use-outbox';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { useSurveys } from './api/get-surveys';
import { SurveyForm } from './SurveyForm';
import { BackToSurveys } from './SurveyFrame';

/**
 * One survey's form, once the survey is read and the outbox is too: an answer still waiting to
 * be sent, or answered while the page was away, is followed where the visitor left it.
 */
export function SurveyFormPage({ surveyId }: { surveyId: number }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const surveys = useSurveys(lang);
  const survey = surveys.data?.find((one) => one.id === surveyId);
  const pending = usePendingEntry(
    'surveyHandler',
    (entry) => (entry.body as { surveyId?: unknown } | null)?.surveyId === surveyId,
  );
  usePageMeta(lang, survey?.title ?? t('survey.title'), {
    description: survey?.intro ?? t('survey.description'),
  });
  if (surveys.data === undefined || !pending.ready) {
    return (
      <div className="page-column service survey">
        <BackToSurveys />
        <StatusMessage
          status={surveys.isError ? 'failed' : 'loading'}
          onRetry={() => void surveys.refetch()}
        />
      </div>
    );
  }
  if (survey === undefined) {
    return (
      <div className="page-column service survey">
        <BackToSurveys />
        <h1 className="page-title">{t('survey.title')}</h1>
        <p role="status">{t('survey.notOpen')}</p>
      </div>
    );
  }
  return <SurveyForm survey={survey} resumed={pending.entry} />;
}
