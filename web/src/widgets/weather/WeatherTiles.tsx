import { useTranslation } from '@/lib/i18n';
import type { WeatherDay } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { visibleWeatherDays } from '@ecg/domain/rules/weather-days';
import { ConditionTile, ConditionValue } from './ConditionTile';
import type { ConditionsWhere } from './get-conditions';
import { useWeather } from './get-weather';
import { useLivePart } from './live-part';
import { windWords } from './wind-words';

interface TileProps {
  lang: ContentLang;
  where: ConditionsWhere;
  now: number;
}

/** Today's entry of the forecast, the one the humidity and wind are read from. */
const todayOf = (days: readonly WeatherDay[], now: number) => visibleWeatherDays(days, now)[0];

/** Humidity of today's forecast (requirements §3 Weather), from the same call as the days. */
export function HumidityTile({ lang, where, now }: TileProps) {
  const { t } = useTranslation();
  const part = useLivePart(useWeather(lang, where));
  return (
    <ConditionTile label={t('conditions.humidity.title')} part={part} now={now}>
      {({ data }) => {
        const humidity = todayOf(data, now)?.humidity;
        return (
          <ConditionValue
            value={
              humidity === undefined
                ? t('conditions.notMeasured')
                : t('conditions.humidity.value', { value: humidity })
            }
          />
        );
      }}
    </ConditionTile>
  );
}

/** Wind direction in words and speed of today's forecast (requirements §3 Weather). */
export function WindTile({ lang, where, now }: TileProps) {
  const { t } = useTranslation();
  const part = useLivePart(useWeather(lang, where));
  return (
    <ConditionTile label={t('conditions.wind.title')} part={part} now={now}>
      {({ data }) => {
        const today = todayOf(data, now);
        const direction = today?.wind_direction;
        const speed = today?.wind_speed;
        const words = direction ? windWords(t, direction) : undefined;
        if (speed === undefined) {
          return <ConditionValue value={words ?? t('conditions.notMeasured')} />;
        }
        return <ConditionValue value={t('conditions.wind.speed', { speed })} detail={words} />;
      }}
    </ConditionTile>
  );
}
