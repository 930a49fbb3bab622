import { useTranslation } from '@/lib/i18n';
import type { CrossingDay as Day, SeaForecastPeriod } from '@ecg/domain/contracts';
import type { UiLang } from '@ecg/domain/rules/language';
import { dayName } from '../weather/weather-text';

/** `MM/DD HH:mm` of a Taipei time text: a forecast period's bounds, short. */
const shortTime = (text: string) => `${text.slice(5, 10).replace('-', '/')} ${text.slice(11, 16)}`;

const range = (min: number | undefined, max: number | undefined) =>
  min === undefined ? undefined : max === undefined || max === min ? `${min}` : `${min}–${max}`;

/** One forecast period the estimate was read from: its area, time, waves and wind as issued. */
function ForecastPeriod({ period }: { period: SeaForecastPeriod }) {
  const { t } = useTranslation();
  const waves = range(period.wave_height_min, period.wave_height_max);
  const wind = range(period.beaufort_min, period.beaufort_max);
  return (
    <li className="crossing-period">
      <span className="crossing-period__when">
        {t('live.crossing.period', {
          area: period.area,
          start: shortTime(period.start),
          end: shortTime(period.end),
        })}
      </span>
      {waves !== undefined ? (
        <span>{t('live.crossing.waves', { value: waves })}</span>
      ) : period.wave_height_text ? (
        <span>{period.wave_height_text}</span>
      ) : null}
      {wind !== undefined ? (
        <span>{t('live.crossing.wind', { value: wind })}</span>
      ) : period.beaufort_text ? (
        <span>{period.beaufort_text}</span>
      ) : null}
    </li>
  );
}

/**
 * One route's day: the verdict, plainly an estimate (or, read from a sample forecast, an
 * example, said beside the verdict and first among the reasons); why, in the visitor's words;
 * the warnings in force that weighed on it; and the forecast periods it was read from.
 */
export function CrossingDay({ day, now }: { day: Day; now: number }) {
  const { t, i18n } = useTranslation();
  const name = dayName(day.date, now, i18n.language as UiLang);
  const sample = day.reasons.includes('sample-forecast');
  return (
    <li className={`crossing-day crossing-day--${day.verdict}`}>
      <p className="crossing-day__head">
        <time dateTime={day.date} className="crossing-day__date">
          {'relative' in name ? t(`weather.${name.relative}`) : name.date}
        </time>
        <span className="crossing-day__verdict">
          <span className="crossing-day__estimate">
            {t(sample ? 'live.crossing.example' : 'live.crossing.estimate')}
          </span>
          {t(`live.crossing.verdict.${day.verdict}`)}
        </span>
      </p>
      {day.reasons.length > 0 ? (
        <ul className="crossing-day__reasons" aria-label={t('live.crossing.why')}>
          {day.reasons.map((reason) => (
            <li key={reason}>{t(`live.crossing.reasons.${reason}`)}</li>
          ))}
        </ul>
      ) : null}
      {day.warnings.length > 0 ? (
        <div className="crossing-day__warnings">
          <p>{t('live.crossing.warnings')}</p>
          <ul>
            {day.warnings.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {day.forecast.length > 0 ? (
        <details className="crossing-day__forecast">
          <summary>{t('live.crossing.forecast')}</summary>
          <ul>
            {day.forecast.map((period) => (
              <ForecastPeriod key={`${period.area}-${period.start}`} period={period} />
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
