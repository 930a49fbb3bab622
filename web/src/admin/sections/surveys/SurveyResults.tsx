import type { OperatorSurvey } from '@ecg/domain/contracts/admin-surveys';
import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { FormAlert } from '@/admin/components/fields';
import { resultsQuery } from './surveys-query';

/** How many answered, and each question's answers counted (removed ones said so). */
export function SurveyResults({ survey }: { survey: OperatorSurvey }) {
  const { t, i18n } = useTranslation();
  const results = useQuery(resultsQuery(survey.id, i18n.language));
  if (results.isPending) return <p role="status">{t('app.loading')}</p>;
  if (results.isError) return <FormAlert>{t('errors.load')}</FormAlert>;
  const { data } = results;
  return (
    <section className="panel" aria-labelledby="results-heading">
      <h2 id="results-heading">{t('surveys.resultsHeading', { title: data.title })}</h2>
      <p>{t('surveys.responses', { count: data.responses })}</p>
      {data.questions.map((question) => (
        <article key={question.id} className="result">
          <h3 className="row__title">
            {question.text}
            {question.removed && ` (${t('surveys.removedQuestion')})`}
          </h3>
          <p className="row__meta">{t('surveys.answered', { count: question.answered })}</p>
          {question.choices && (
            <ul className="counts">
              {question.choices.map((choice) => (
                <li key={choice.id}>
                  <span>
                    {choice.label}
                    {choice.removed && ` (${t('surveys.removedChoice')})`}
                  </span>
                  <meter
                    min={0}
                    max={Math.max(1, question.answered)}
                    value={choice.count}
                    aria-hidden
                  />
                  <strong>{choice.count}</strong>
                </li>
              ))}
            </ul>
          )}
          {question.ratings && (
            <>
              <ul className="counts">
                {question.ratings.map((rating) => (
                  <li key={rating.value}>
                    <span>{t('surveys.rating', { value: rating.value })}</span>
                    <meter
                      min={0}
                      max={Math.max(1, question.answered)}
                      value={rating.count}
                      aria-hidden
                    />
                    <strong>{rating.count}</strong>
                  </li>
                ))}
              </ul>
              {question.average != null && (
                <p>{t('surveys.average', { average: question.average.toFixed(1) })}</p>
              )}
            </>
          )}
          {question.texts && question.texts.length > 0 && (
            <ul className="texts">
              {question.texts.map((answer, index) => (
                <li key={index}>
                  <p className="pre-line">{answer.text}</p>
                  <p className="row__meta">
                    {answer.at} · {t(`visitorLangs.${answer.lang}`, { defaultValue: answer.lang })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </section>
  );
}
