import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLang } from '@ecg/domain/rules/language';
import { telHref } from '@ecg/domain/rules/phone';
import { Glyph } from '../../../components/Glyph';
import { LinkRow } from '../../../components/LinkRow';
import { StatusMessage } from '../../../components/StatusMessage';
import { isMissingPage } from '../../../lib/api/static-pages';
import { useOverlayLink } from '../../../components/overlay-link';
import { useHubPage } from '../api/get-hub-page';
import { contactsOfPage, EMERGENCY_PAGE } from '../emergency-contacts';

/**
 * The emergency numbers, each a call link, read from the emergency page we publish; then the
 * whole page (what to say when calling). While the page comes: Loading; if it cannot: a retry.
 */
export function EmergencyNumbers({ lang, titleId }: { lang: ContentLang; titleId: string }) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  const page = useHubPage(EMERGENCY_PAGE, lang);
  const contacts = useMemo(
    () => (page.data === undefined ? undefined : contactsOfPage(page.data?.content ?? '')),
    [page.data],
  );
  const missing = page.isError && isMissingPage(page.error);

  let numbers;
  if (contacts === undefined && !missing) {
    numbers = (
      <StatusMessage
        status={page.isError ? 'failed' : 'loading'}
        onRetry={() => void page.refetch()}
      />
    );
  } else if (contacts === undefined || contacts.length === 0) {
    numbers = <StatusMessage status="empty" />;
  } else {
    numbers = (
      <ul className="service-calls" aria-labelledby={titleId}>
        {contacts.map((contact) => (
          <li key={contact.number}>
            <a href={telHref(contact.number)} className="service-call">
              <span className="service-call__body">
                <span className="visually-hidden">{t('service.call')} </span>
                <span className="service-call__number">{contact.number}</span>
                <span className="service-call__purpose">{contact.purpose}</span>
              </span>
              <span className="service-call__icon">
                <Glyph name="phone" size={22} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {numbers}
      {missing ? null : (
        <div className="service-more">
          <LinkRow
            to={overlay({ kind: 'static', ...EMERGENCY_PAGE })}
            title={t('service.emergencyGuide')}
          />
        </div>
      )}
    </>
  );
}
