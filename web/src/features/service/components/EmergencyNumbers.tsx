import { useTranslation } from 'react-i18next';
import { telHref } from '@ecg/domain/rules/phone';
import { Glyph } from '../../../components/Glyph';
import { StatusMessage } from '../../../components/StatusMessage';
import type { PageContacts } from '../hooks/use-page-contacts';

/**
 * The emergency lines, each a call link, read from the emergency page we publish. While the
 * page comes: Loading; if it cannot: a retry.
 */
export function EmergencyNumbers({
  contacts,
  titleId,
}: {
  contacts: PageContacts;
  titleId: string;
}) {
  const { t } = useTranslation();
  const { emergency, missing } = contacts;

  if (emergency === undefined && !missing) {
    return (
      <StatusMessage status={contacts.failed ? 'failed' : 'loading'} onRetry={contacts.retry} />
    );
  }
  if (emergency === undefined || emergency.length === 0) return <StatusMessage status="empty" />;
  return (
    <ul className="service-calls" aria-labelledby={titleId}>
      {emergency.map((contact) => (
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
