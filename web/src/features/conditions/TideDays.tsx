import { useTranslation } from '@/lib/i18n';
import type { UiLang } from '@ecg/domain/rules/language';
import { tidesByDay } from '@ecg/domain/rules/tide-times';
import { useConditions } from '@/widgets/weather/get-conditions';
import { useLivePart } from '@/widgets/weather/live-part';
import { dayName } from '@/widgets/weather/weather-text';
import { LiveSection } from './LiveSection';
import type { PartProps } from './SeaParts';

/** The tide station's high and low waters of the coming days, day by day (requirements §3). */
export function TideDays({ lang, where, now }: PartProps) {
  const { t, i18n } = useTranslation();
  const part = useLivePart(useConditions(lang, 'tidal', where));
  return (
    <LiveSection title={t('conditions.tides.days')} part={part} now={now}>
      {({ data, meta }) => {
        const days = tidesByDay(data, now);
        return (
          <>
            {meta.location ? (
              <p className="conditions-note">
                {t('conditions.tides.station', { station: meta.location })}
              </p>
            ) : null}
            {days.length === 0 ? <p>{t('conditions.tide.none')}</p> : null}
            <ul className="conditions-list">
              {days.map((day) => {
                const name = dayName(`${day.date} 00:00:00`, now, i18n.language as UiLang);
                return (
                  <li key={day.date}>
                    <h3>
                      <time dateTime={day.date}>
                        {'relative' in name ? t(`weather.${name.relative}`) : name.date}
                      </time>
                    </h3>
                    <ul className="conditions-row">
                      {day.events.map((event) => (
                        <li key={event.time}>
                          {t(`conditions.tides.${event.tide}`)}{' '}
                          <time dateTime={event.time.replace(' ', 'T')}>
                            {event.time.slice(11, 16)}
                          </time>
                          {event.height === undefined
                            ? null
                            : ` (${t('conditions.tides.height', { height: event.height })})`}
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </LiveSection>
  );
}
