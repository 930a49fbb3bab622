import { useTranslation } from '@/lib/i18n';
import { useParams } from '@/lib/router';
import { Link } from './Link';
import { isContentLang } from '@ecg/domain/rules/language';
import { homePath } from '@ecg/domain/routes';
import { usePageMeta } from '@/lib/page-meta';

/** An address the app does not know: said plainly, with the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const home = lang !== undefined && isContentLang(lang) ? lang : 'zh-tw';
  usePageMeta(home, t('notFound.title'));
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <Link to={homePath(home)}>{t('notFound.home')}</Link>
    </section>
  );
}
