import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import { Link } from '@/components/Link';
import { FormAlert } from '@/admin/components/fields';
import { useStatusLine } from '@/admin/components/use-status-line';
import { SurveyEditor } from './SurveyEditor';
import { SurveyResults } from './SurveyResults';
import { surveysQuery } from './surveys-query';

/**
 * The visitor survey (docs/architecture.md, Operator console): the surveys with their state; a
 * survey's questions and the days it takes answers (`?survey=<id>`); its answers counted
 * (`?survey=<id>&view=answers`).
 */
export default function SurveysSection() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const { say, line } = useStatusLine();
  const surveys = useQuery(surveysQuery(i18n.language));
  const surveyId = Number(search.get('survey'));
  const survey = surveys.data?.find((one) => one.id === surveyId);

  const body = () => {
    if (!surveys.data) return null;
    if (surveyId && !survey) return <FormAlert>{t('errors.gone')}</FormAlert>;
    if (survey) {
      return (
        <>
          <p>
            <Link to="/surveys">{t('surveys.back')}</Link>
          </p>
          {search.get('view') === 'answers' ? (
            <SurveyResults survey={survey} />
          ) : (
            <SurveyEditor survey={survey} onChanged={say} />
          )}
        </>
      );
    }
    return (
      <section className="panel" aria-labelledby="surveys-heading">
        <h2 id="surveys-heading">{t('surveys.listHeading')}</h2>
        <ul className="rows">
          {surveys.data.map((one) => (
            <li key={one.id} className="row">
              <div className="row__text">
                <h3 className="row__title">{one.title}</h3>
                <p className="row__meta">
                  {t(one.takingAnswers ? 'surveys.takingAnswers' : 'surveys.notTaking')} ·{' '}
                  {t('surveys.responses', { count: one.responses })}
                </p>
              </div>
              <div className="row__actions">
                <Link
                  to={`/surveys?survey=${one.id}`}
                  className="button"
                  aria-label={t('surveys.editNamed', { title: one.title })}
                >
                  {t('surveys.edit')}
                </Link>
                <Link
                  to={`/surveys?survey=${one.id}&view=answers`}
                  className="button"
                  aria-label={t('surveys.answersNamed', { title: one.title })}
                >
                  {t('surveys.answers')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  };

  return (
    <>
      <p className="lead">{t('surveys.lead')}</p>
      {line}
      {surveys.isPending && <p role="status">{t('app.loading')}</p>}
      {surveys.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {body()}
    </>
  );
}
