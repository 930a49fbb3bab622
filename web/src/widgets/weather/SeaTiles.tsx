import { useTranslation } from '@/lib/i18n';
import type { SeaObservation } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { nextTides } from '@ecg/domain/rules/tide-times';
import { ConditionTile, ConditionValue } from './ConditionTile';
import { useConditions, type ConditionsWhere } from './get-conditions';
import { useLivePart } from './live-part';
import { clockTime } from './weather-text';

interface TileProps {
  lang: ContentLang;
  where: ConditionsWhere;
  now: number;
}

type Measure = 'wave_height' | 'flow_speed';

/** The nearest station that measures it (the Walrus call lists stations nearest first). */
const nearestMeasuring = (stations: readonly SeaObservation[], measure: Measure) =>
  stations.find((station) => station[measure] !== undefined);

/**
 * One measure of the sea stations (requirements §3 Weather: wave height, flow speed): the
 * nearest station's reading, or "not measured nearby" when none of them measures it.
 */
function SeaMeasureTile({ lang, where, now, measure }: TileProps & { measure: Measure }) {
  const { t } = useTranslation();
  const part = useLivePart(useConditions(lang, 'walrus', where));
  const key = measure === 'wave_height' ? 'wave' : 'current';
  return (
    <ConditionTile label={t(`conditions.${key}.title`)} part={part} now={now}>
      {({ data }) => {
        const station = nearestMeasuring(data, measure);
        const value = station?.[measure];
        return value === undefined || !station ? (
          <ConditionValue value={t('conditions.notMeasured')} />
        ) : (
          <ConditionValue
            value={t(`conditions.${key}.value`, { value })}
            detail={t('conditions.atTime', {
              place: station.station,
              time: clockTime(station.standard_time, now),
            })}
          />
        );
      }}
    </ConditionTile>
  );
}

export const WaveTile = (props: TileProps) => <SeaMeasureTile {...props} measure="wave_height" />;
export const CurrentTile = (props: TileProps) => <SeaMeasureTile {...props} measure="flow_speed" />;

/** The next high and low waters of the nearest tide station (requirements §3 Weather). */
export function TideTile({ lang, where, now }: TileProps) {
  const { t } = useTranslation();
  const part = useLivePart(useConditions(lang, 'tidal', where));
  return (
    <ConditionTile label={t('conditions.tide.title')} part={part} now={now}>
      {({ data, meta }) => {
        const next = nextTides(data, now);
        if (!next.high && !next.low) return <ConditionValue value={t('conditions.tide.none')} />;
        return (
          <ConditionValue
            value={
              <span className="condition-tides">
                {[next.high, next.low]
                  .filter((event) => event !== undefined)
                  .sort((a, b) => a.time.localeCompare(b.time))
                  .map((event) => (
                    <span key={event.tide}>
                      {t(`conditions.tide.${event.tide}`, { time: clockTime(event.time, now) })}
                    </span>
                  ))}
              </span>
            }
            detail={
              meta.location ? t('conditions.tides.station', { station: meta.location }) : null
            }
          />
        );
      }}
    </ConditionTile>
  );
}
