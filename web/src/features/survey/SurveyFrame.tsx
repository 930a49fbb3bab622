import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Survey, SurveyReceipt } from '@ecg/domain/contracts';
import { Link } from '@/components/Link';
import { serviceFormPath } from '@ecg/domain/service-routes';
import { ReceiptHeading } from '@/components/form/ReceiptHeading';
import { Glyph } from '@/components/Glyph';
import { useContentLang } from '@/lib/use-content-lang';
import type { TokenState } from './use-form-token';

/** Back to the list of surveys (requirements §2: back-to-list). */
export function BackToSurveys() {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <Link className="form-back" to={serviceFormPath(lang, 'survey')}>
      <Glyph name="back" size={18} />
      {t('survey.back')}
    </Link>
  );
}

/**
 * A survey's page: back to the list, its title, and while it is answered its introduction;
 * then what follows.
 */
export function SurveyFrame({
  survey,
  answering = true,
  children,
}: {
  survey: Survey;
  answering?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page-column service survey">
      <BackToSurveys />
      <h1 className="page-title">{survey.title}</h1>
      {answering ? (
        <>
          <p className="survey__intro">{survey.intro}</p>
          <p className="survey__anonymous">{t('survey.anonymous')}</p>
        </>
      ) : null}
      {children}
    </div>
  );
}

/**
 * The end of a survey: the thank-you receipt of an answer the server kept, or word that this
 * form's answers were already sent (its token used, from another tab or phone).
 */
export function SurveyThanks({
  survey,
  receipt,
}: {
  survey: Survey;
  receipt: SurveyReceipt | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <SurveyFrame survey={survey} answering={false}>
      <section className="form-receipt" aria-labelledby={titleId}>
        <ReceiptHeading id={titleId} className="form-receipt__title">
          {t('survey.thanks.title')}
        </ReceiptHeading>
        <p>
          {receipt ? t('survey.thanks.text', { date: receipt.createdAt }) : t('survey.token.used')}
        </p>
      </section>
    </SurveyFrame>
  );
}

/** Where the form's token stands, when the visitor needs to know. */
export function TokenLine({ state, missing }: { state: TokenState; missing: boolean }) {
  const { t } = useTranslation();
  if (state === 'closed')
    return <p className="form-status__text--refused">{t('survey.token.closed')}</p>;
  if (state === 'unavailable' || (missing && state !== 'ready')) {
    return <p className="survey__token">{t('survey.token.offline')}</p>;
  }
  return null;
}
