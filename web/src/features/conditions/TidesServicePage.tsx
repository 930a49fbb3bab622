import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { townshipName } from '@/lib/api/townships';
import { usePageWhere } from './page-where';
import { PlacePicker, useChosenTownship } from './PlacePicker';
import { SeaForecast, SeaObservations } from './SeaParts';
import { TideDays } from './TideDays';
import '@/components/service-page.css';
import './conditions-page.css';

/**
 * The service area's tides page (requirements §2 Service: tides): the tide station of the
 * visitor's position or of a chosen township, its high and low waters of the coming days, what
 * the sea stations nearby measure now, and the sea-area forecast, each with its source and time.
 */
export default function TidesServicePage({ zipcode }: { zipcode: number | undefined }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const [now] = useState(() => Date.now());
  const township = useChosenTownship(lang, zipcode);
  const place = township ? townshipName(township, lang) : zipcode;
  const title = t('conditions.service.tidesTitle');
  usePageMeta(lang, place === undefined ? title : `${title} · ${place}`, {
    description: t('conditions.service.tidesText'),
  });
  const { where, isDefault } = usePageWhere(zipcode);
  const part = { lang, where, now };
  return (
    <div className="page-column service conditions-page">
      <h1 className="page-title">{title}</h1>
      <PlacePicker lang={lang} page="tides" zipcode={zipcode} />
      {isDefault ? <p className="local-conditions__note">{t('conditions.local.default')}</p> : null}
      <TideDays {...part} />
      <SeaObservations {...part} />
      <SeaForecast {...part} />
    </div>
  );
}
