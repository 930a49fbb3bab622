import { useTranslation } from 'react-i18next';
import type { ContentLang } from '@ecg/domain/rules/language';
import { StatusMessage } from '../../../../components/StatusMessage';
import { useWeather } from '../../../../components/weather/get-weather';
import { WeatherDays } from '../../../../components/weather/WeatherDays';
import { DetailSection } from '../../../../components/detail-parts';

/**
 * The weather of the place's township (requirements §2 attraction detail). Loading until it comes;
 * a failed call keeps saying Loading and offers to ask again (requirements §8); none says No Data.
 */
export function PlaceWeather({ zipcode, lang }: { zipcode: number; lang: ContentLang }) {
  const { t } = useTranslation();
  const weather = useWeather(lang, zipcode);
  if (!(zipcode > 0)) return null;
  return (
    <DetailSection title={t('weather.title')} className="place-weather">
      {weather.data && weather.data.data.length > 0 ? (
        <WeatherDays answer={weather.data} />
      ) : (
        <StatusMessage
          status={weather.data ? 'empty' : weather.isError ? 'failed' : 'loading'}
          onRetry={() => void weather.refetch()}
          part
        />
      )}
    </DetailSection>
  );
}
