import { useTranslation } from '@/lib/i18n';
import { StatusMessage } from '@/components/StatusMessage';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { PublicationForm } from './PublicationForm';
import { usePublicationsOnOffer } from './publication-calls';
import '@/components/service-page.css';
import './publication.css';

/**
 * Publications by post (requirements §7 publication-apply-information, apply-publication): the
 * brochures and maps the area posts on request, and the request with the address to post to.
 */
export default function PublicationPage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  usePageMeta(lang, t('publication.title'), { description: t('publication.intro') });
  const offer = usePublicationsOnOffer(lang);
  let body;
  if (offer.data === undefined) {
    body = (
      <StatusMessage
        status={offer.isError ? 'failed' : 'loading'}
        onRetry={() => void offer.refetch()}
      />
    );
  } else if (offer.data.items.length === 0) {
    body = <p className="service-none publication__none">{t('publication.none')}</p>;
  } else {
    body = <PublicationForm information={offer.data} />;
  }
  return (
    <div className="page-column service publication">
      <h1 className="page-title">{t('publication.title')}</h1>
      <p>{t('publication.intro')}</p>
      {body}
    </div>
  );
}
