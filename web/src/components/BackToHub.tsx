import { useTranslation } from '@/lib/i18n';
import { serviceHubPath } from '@ecg/domain/service-routes';
import { Glyph } from './Glyph';
import { Link } from './Link';
import { useContentLang } from '@/lib/use-content-lang';
import './service-page.css';

/** Every page under the service hub leads back to it, whichever way the visitor came. */
export function BackToHub() {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <Link className="service-back" to={serviceHubPath(lang)}>
      <Glyph name="back" size={18} />
      {t('service.backToHub')}
    </Link>
  );
}
