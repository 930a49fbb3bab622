import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeForm } from './NoticeForm';
import { PublishedNotices } from './PublishedNotices';

/**
 * Important notices (issue 16 point 5): what visitors see now, withdrawn after asking, and a
 * form to publish one in the three content languages. What was just done is said in a status
 * line that takes the focus, since the button pressed may be gone.
 */
export default function NoticesSection() {
  const { t } = useTranslation();
  const [done, setDone] = useState<string>();
  const status = useRef<HTMLParagraphElement>(null);
  const say = (message: string) => {
    setDone(message);
    requestAnimationFrame(() => status.current?.focus());
  };
  return (
    <>
      <p className="lead">{t('notices.lead')}</p>
      <p ref={status} className="status-line" role="status" tabIndex={-1}>
        {done}
      </p>
      <PublishedNotices onWithdrawn={(title) => say(t('notices.withdrawn', { title }))} />
      <NoticeForm onPublished={(title) => say(t('notices.published', { title }))} />
    </>
  );
}
