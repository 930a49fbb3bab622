import { useTranslation } from '@/lib/i18n';
import type { SeaForecastPeriod, SeaObservation } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { compassOfDegrees, parseWindDirection } from '@ecg/domain/rules/wind';
import { useConditions, type ConditionsWhere } from '@/widgets/weather/get-conditions';
import { useLivePart } from '@/widgets/weather/live-part';
import { clockTime } from '@/widgets/weather/weather-text';
import { windWords } from '@/widgets/weather/wind-words';
import { LiveSection } from './LiveSection';

export interface PartProps {
  lang: ContentLang;
  where: ConditionsWhere;
  now: number;
}

/** What one sea station measured, each reading named; readings it does not take are left out. */
function StationReadings({ station, now }: { station: SeaObservation; now: number }) {
  const { t } = useTranslation();
  const from =
    station.wave_direction === undefined ? undefined : compassOfDegrees(station.wave_direction);
  const readings = [
    station.wave_height === undefined
      ? null
      : `${t('conditions.wave.title')} ${t('conditions.wave.value', { value: station.wave_height })}`,
    station.wave_period === undefined
      ? null
      : t('conditions.sea.wavePeriod', { value: station.wave_period }),
    from ? t('conditions.sea.waveFrom', { point: t(`conditions.wind.point.${from}`) }) : null,
    station.sea_temperature === undefined
      ? null
      : t('conditions.sea.temperature', { value: station.sea_temperature }),
    station.flow_speed === undefined
      ? null
      : `${t('conditions.current.title')} ${t('conditions.current.value', { value: station.flow_speed })}`,
  ].filter((text): text is string => text !== null);
  return (
    <li>
      <h3>{station.station}</h3>
      <p className="conditions-note">
        {[
          station.distance_km === undefined
            ? null
            : t('conditions.sea.distance', { km: station.distance_km.toFixed(1) }),
          clockTime(station.standard_time, now),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <ul className="conditions-row">
        {(readings.length > 0 ? readings : [t('conditions.notMeasured')]).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </li>
  );
}

/** The sea stations near the place, nearest first (the Walrus call, requirements §7). */
export function SeaObservations({ lang, where, now }: PartProps) {
  const { t } = useTranslation();
  const part = useLivePart(useConditions(lang, 'walrus', where));
  return (
    <LiveSection title={t('conditions.sea.title')} part={part} now={now}>
      {({ data }) =>
        data.length === 0 ? (
          <p>{t('conditions.sea.none')}</p>
        ) : (
          <ul className="conditions-list">
            {data.map((station) => (
              <StationReadings key={station.station} station={station} now={now} />
            ))}
          </ul>
        )
      }
    </LiveSection>
  );
}

/** One period of the sea-area forecast: CWA's own words in zh-tw, its numbers elsewhere. */
function ForecastPeriod({
  period,
  now,
  lang,
}: {
  period: SeaForecastPeriod;
  now: number;
  lang: ContentLang;
}) {
  const { t } = useTranslation();
  const wind = period.wind_direction_text
    ? parseWindDirection(period.wind_direction_text)
    : undefined;
  const texts =
    lang === 'zh-tw'
      ? [
          period.wave_type,
          period.wave_height_text,
          period.wind_direction_text,
          period.beaufort_text,
        ]
      : [
          period.wave_height_min === undefined || period.wave_height_max === undefined
            ? undefined
            : t('conditions.swell.waveRange', {
                min: period.wave_height_min,
                max: period.wave_height_max,
              }),
          wind ? windWords(t, wind) : undefined,
          period.beaufort_min === undefined || period.beaufort_max === undefined
            ? undefined
            : t('conditions.swell.wind', { min: period.beaufort_min, max: period.beaufort_max }),
        ];
  return (
    <li>
      <h3>
        {t('conditions.swell.period', {
          start: clockTime(period.start, now),
          end: clockTime(period.end, now),
        })}
      </h3>
      <ul className="conditions-row">
        {texts
          .filter((text): text is string => Boolean(text))
          .map((text) => (
            <li key={text}>{text}</li>
          ))}
      </ul>
    </li>
  );
}

/** The sea-area forecast (the Swell call, requirements §7) with the area it is for. */
export function SeaForecast({ lang, where, now }: PartProps) {
  const { t } = useTranslation();
  const part = useLivePart(useConditions(lang, 'swell', where));
  return (
    <LiveSection title={t('conditions.swell.title')} part={part} now={now}>
      {({ data }) =>
        data.length === 0 ? (
          <p>{t('conditions.swell.none')}</p>
        ) : (
          <>
            <p className="conditions-note">{data[0]?.area}</p>
            <ul className="conditions-list">
              {data.map((period) => (
                <ForecastPeriod key={period.start} period={period} now={now} lang={lang} />
              ))}
            </ul>
          </>
        )
      }
    </LiveSection>
  );
}
