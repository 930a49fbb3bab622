import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta';
import { useContentLang } from '../../lib/use-content-lang';
import { CrossingOutlook } from './components/CrossingOutlook';
import { WebcamsByRegion } from './components/WebcamsByRegion';
import './live.css';

/**
 * The Live tab (/{lang}/live-camera/): the conditions where the visitor is, the Green Island
 * and Orchid Island crossing outlook, then the coast's webcams by region.
 */
export function LiveTab() {
  const { t } = useTranslation();
  const lang = useContentLang();
  usePageMeta(lang, t('nav.live'), { description: t('page.description') });
  return (
    <div className="live">
      <h1 className="page-title">{t('nav.live')}</h1>
      {/*
        Issue 15 point 5 — the conditions where the visitor is (or the default position) go
        here, first on the tab: the weather widget's LocalConditions of components/weather/.
      */}
      <CrossingOutlook lang={lang} />
      <WebcamsByRegion lang={lang} />
    </div>
  );
}
