import { useTranslation } from '@/lib/i18n';
import { LocalConditions } from '@/widgets/weather/LocalConditions';
import { useVisitorWhere } from '@/widgets/weather/visitor-where';
import { CrossingOutlook } from '@/widgets/crossing/CrossingOutlook';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { HighwayCameras } from './components/HighwayCameras';
import { WebcamsByRegion } from './components/WebcamsByRegion';
import './live.css';

/**
 * The Live tab (/{lang}/live-camera/): the conditions where the visitor is, the Green Island
 * and Orchid Island crossing outlook, then the coast's webcams by region and the Highway
 * Bureau's cameras on 台9 by road section.
 */
export function LiveTab() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const here = useVisitorWhere();
  usePageMeta(lang, t('nav.live'), { description: t('page.live') });
  return (
    <div className="page-column live">
      <h1 className="page-title">{t('nav.live')}</h1>
      <LocalConditions lang={lang} where={here.where} isDefault={here.isDefault} />
      <CrossingOutlook lang={lang} />
      <WebcamsByRegion lang={lang} />
      <HighwayCameras lang={lang} />
    </div>
  );
}
