import { useTranslation } from '@/lib/i18n';
import { useStatusLine } from '@/admin/components/use-status-line';
import { AddPublicationForm } from './AddPublicationForm';
import { PublicationRequests } from './PublicationRequests';
import { RequestablePublications } from './RequestablePublications';

/**
 * Publications by post (docs/architecture.md, Operator console): which of our publications visitors
 * may ask for, and in how many copies a request; then the requests with their addresses, each
 * marked posted.
 */
export default function PublicationsSection() {
  const { t } = useTranslation();
  const { say, line } = useStatusLine();
  return (
    <>
      <p className="lead">{t('publications.lead')}</p>
      {line}
      <RequestablePublications onChanged={say} />
      <AddPublicationForm onChanged={say} />
      <PublicationRequests onChanged={say} />
    </>
  );
}
