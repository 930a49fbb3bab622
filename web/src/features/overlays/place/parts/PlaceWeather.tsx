import { useTranslation } from '@/lib/i18n';
import { parseLatLng } from '@ecg/domain/rules/distance';
import type { ContentLang } from '@ecg/domain/rules/language';
import { ConditionsWidget } from '@/widgets/weather/ConditionsWidget';
import { DetailSection } from '@/components/detail-parts';

/**
 * The weather and conditions of the place (requirements §2 attraction detail, §3 Weather): the
 * forecast of its township, the rest at its own position when it has one, else at its township.
 */
export function PlaceWeather({
  zipcode,
  latlng,
  lang,
}: {
  zipcode: number;
  latlng: string | null | undefined;
  lang: ContentLang;
}) {
  const { t } = useTranslation();
  const position = parseLatLng(latlng);
  if (!(zipcode > 0) && !position) return null;
  return (
    <DetailSection title={t('weather.title')} className="place-weather">
      <ConditionsWidget lang={lang} where={{ ...position, ...(zipcode > 0 ? { zipcode } : {}) }} />
    </DetailSection>
  );
}
