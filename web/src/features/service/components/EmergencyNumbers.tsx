import { StatusMessage } from '@/components/StatusMessage';
import type { PageContacts } from '../hooks/use-page-contacts';
import { CallLines } from './CallLines';

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
  const { emergency, missing } = contacts;

  if (emergency === undefined && !missing) {
    return (
      <StatusMessage status={contacts.failed ? 'failed' : 'loading'} onRetry={contacts.retry} />
    );
  }
  if (emergency === undefined || emergency.length === 0) return <StatusMessage status="empty" />;
  return <CallLines lines={emergency} labelledBy={titleId} />;
}
