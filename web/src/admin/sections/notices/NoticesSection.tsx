import { useTranslation } from '@/lib/i18n';
import { useStatusLine } from '@/admin/components/use-status-line';
import { NoticeForm } from './NoticeForm';
import { PublishedNotices } from './PublishedNotices';

/**
 * Important notices (docs/architecture.md, Operator console): what visitors see now, withdrawn
 * after asking, and a form to publish one in the three content languages. What was just done is
 * said in a status line that takes the focus, since the button pressed may be gone.
 */
export default function NoticesSection() {
  const { t } = useTranslation();
  const { say, line } = useStatusLine();
  return (
    <>
      <p className="lead">{t('notices.lead')}</p>
      {line}
      <PublishedNotices onWithdrawn={(title) => say(t('notices.withdrawn', { title }))} />
      <NoticeForm onPublished={(title) => say(t('notices.published', { title }))} />
    </>
  );
}
