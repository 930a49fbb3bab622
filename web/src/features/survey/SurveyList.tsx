import { useTranslation } from '@/lib/i18n';
import { serviceFormPath } from '@ecg/domain/service-routes';
import { LinkRow, LinkRows } from '@/components/LinkRow';
import { StatusMessage } from '@/components/StatusMessage';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { useSurveys } from './api/get-surveys';

/** The surveys open now, each leading to its form; says so when none is. */
export function SurveyList() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const surveys = useSurveys(lang);
  usePageMeta(lang, t('survey.title'), { description: t('survey.description') });
  return (
    <div className="page-column service survey">
      <h1 className="page-title">{t('survey.title')}</h1>
      <p className="survey__intro">{t('survey.listIntro')}</p>
      {surveys.data === undefined ? (
        <StatusMessage
          status={surveys.isError ? 'failed' : 'loading'}
          onRetry={() => void surveys.refetch()}
        />
      ) : surveys.data.length === 0 ? (
        <p className="survey__none" role="status">
          {t('survey.none')}
        </p>
      ) : (
        <LinkRows label={t('survey.title')}>
          {surveys.data.map((survey) => (
            <li key={survey.id}>
              <LinkRow
                to={serviceFormPath(lang, 'survey', 'form', survey.id)}
                title={survey.title}
                text={
                  <>
                    {survey.intro}{' '}
                    <span className="survey__facts">
                      {t('survey.questions', { count: survey.questions.length })}
                      {survey.closesOn
                        ? ` · ${t('survey.closesOn', { date: survey.closesOn })}`
                        : ''}
                    </span>
                  </>
                }
              />
            </li>
          ))}
        </LinkRows>
      )}
    </div>
  );
}
