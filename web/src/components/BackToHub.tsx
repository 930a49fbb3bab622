import { useTranslation } from '@/lib/i18n';
import { serviceHubPath } from '@ecg/domain/service-routes';
import { Glyph } from './Glyph';
import type { To } from '@/lib/router';
import { Link } from './Link';
import { useContentLang } from '@/lib/use-content-lang';
import './service-page.css';

/**
 * Every page under a hub leads back to it, whichever way the visitor came: the service hub's
 * unless another hub (`to`, named by `label`) is given.
 */
export function BackToHub({ to, label }: { to?: To; label?: string }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  return (
    <Link className="service-back" to={to ?? serviceHubPath(lang)}>
      <Glyph name="back" size={18} />
      {label ?? t('service.backToHub')}
    </Link>
  );
}
