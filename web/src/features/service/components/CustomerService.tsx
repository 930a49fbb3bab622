import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { StatusMessage } from '@/components/StatusMessage';
import { useFaqs } from '../api/get-faqs';
import type { PageContacts } from '../hooks/use-page-contacts';
import { CallLines } from './CallLines';
import { FaqList } from './FaqList';

/**
 * Customer service (requirements §2 Service: online customer service): the questions visitors
 * ask, answered, and the lines to call for travel information, all from the pages we publish.
 */
export function CustomerService({ lang, contacts }: { lang: ContentLang; contacts: PageContacts }) {
  const { t } = useTranslation();
  const faqs = useFaqs(lang);
  const lines = contacts.information ?? [];
  return (
    <>
      {lines.length > 0 ? (
        <>
          <h3 className="service-subtitle">{t('serviceHub.customer.contact')}</h3>
          <CallLines lines={lines} information />
        </>
      ) : null}
      <h3 className="service-subtitle">{t('serviceHub.customer.faqs')}</h3>
      {faqs.data === undefined ? (
        <StatusMessage
          status={faqs.isError ? 'failed' : 'loading'}
          onRetry={() => void faqs.refetch()}
          part
        />
      ) : faqs.data.length === 0 ? (
        <StatusMessage status="empty" />
      ) : (
        <FaqList faqs={faqs.data} lang={lang} />
      )}
    </>
  );
}
