import { useTranslation } from '@/lib/i18n';
import { airQualityLevelOfStatus, uvLevelOfStatus } from '@ecg/domain/rules/air-quality';
import type { ContentLang } from '@ecg/domain/rules/language';
import { ConditionTile, ConditionValue } from './ConditionTile';
import { useConditions, type ConditionsWhere } from './get-conditions';
import { useLivePart } from './live-part';
import { clockTime } from './weather-text';

interface TileProps {
  lang: ContentLang;
  where: ConditionsWhere;
  now: number;
}

/** Today's sunrise, with the sunset under it (requirements §3 Weather: sunrise). */
export function SunTile({ lang, where, now }: TileProps) {
  const { t } = useTranslation();
  const part = useLivePart(useConditions(lang, 'sunrise', where));
  return (
    <ConditionTile label={t('conditions.sun.title')} part={part} now={now}>
      {({ data }) => (
        <ConditionValue
          value={data.sunrise ? clockTime(data.sunrise, now) : t('conditions.sun.none')}
          detail={
            data.sunset ? t('conditions.sun.set', { time: clockTime(data.sunset, now) }) : null
          }
        />
      )}
    </ConditionTile>
  );
}

/** Today's moonrise; about once a month a day has none, and the tile says so. */
export function MoonTile({ lang, where, now }: TileProps) {
  const { t } = useTranslation();
  const part = useLivePart(useConditions(lang, 'moonrise', where));
  return (
    <ConditionTile label={t('conditions.moon.title')} part={part} now={now}>
      {({ data }) => (
        <ConditionValue
          value={data.moonrise ? clockTime(data.moonrise, now) : t('conditions.moon.none')}
          detail={
            data.moonset ? t('conditions.moon.set', { time: clockTime(data.moonset, now) }) : null
          }
        />
      )}
    </ConditionTile>
  );
}

/** A level in its colour (requirements §4): the word on the colour, the colour never alone. */
function LevelPill({ colour, text, dark }: { colour: string; text: string; dark: boolean }) {
  return (
    <span
      className={`condition-level${dark ? ' condition-level--dark' : ''}`}
      style={{ backgroundColor: colour }}
    >
      {text}
    </span>
  );
}

/** UV index with its level and colour (requirements §3, §4) at the nearest station. */
export function UvTile({ lang, where, now }: TileProps) {
  const { t } = useTranslation();
  const part = useLivePart(useConditions(lang, 'uv', where));
  return (
    <ConditionTile label={t('conditions.uv.title')} part={part} now={now}>
      {({ data }) => {
        const level = uvLevelOfStatus(data.status);
        return (
          <ConditionValue
            value={
              <>
                {data.uvi}{' '}
                {level ? (
                  <LevelPill
                    colour={level.colour}
                    text={t(`conditions.uv.level.${level.level}`)}
                    dark={level.level === 5}
                  />
                ) : null}
              </>
            }
            detail={t('conditions.at', { place: data.siteName })}
          />
        );
      }}
    </ConditionTile>
  );
}

// requirements §4 gives the air-quality levels no colour: Taiwan's AQI colours, by level.
const AQI_COLOURS = ['#00e400', '#ffff00', '#ff7e00', '#ff0000', '#8f3f97', '#7e0023'] as const;

/** Air quality with its level (requirements §3, §4) at the nearest station. */
export function AirTile({ lang, where, now }: TileProps) {
  const { t } = useTranslation();
  const part = useLivePart(useConditions(lang, 'aqi', where));
  return (
    <ConditionTile label={t('conditions.aqi.title')} part={part} now={now}>
      {(answer) => {
        const level = airQualityLevelOfStatus(answer.data);
        return (
          <ConditionValue
            value={
              level ? (
                <LevelPill
                  colour={AQI_COLOURS[level - 1] ?? '#ffffff'}
                  text={t(`conditions.aqi.level.${level}`)}
                  dark={level >= 5}
                />
              ) : (
                answer.data
              )
            }
            detail={[
              answer.aqi === undefined ? null : t('conditions.aqi.index', { aqi: answer.aqi }),
              answer.meta.location ? t('conditions.at', { place: answer.meta.location }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        );
      }}
    </ConditionTile>
  );
}
