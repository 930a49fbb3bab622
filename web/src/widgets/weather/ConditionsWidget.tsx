import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { StatusMessage } from '@/components/StatusMessage';
import { whereParams, type ConditionsWhere } from './get-conditions';
import { useWeather } from './get-weather';
import { useLivePart } from './live-part';
import { CurrentTile, TideTile, WaveTile } from './SeaTiles';
import { AirTile, MoonTile, SunTile, UvTile } from './SkyTiles';
import { WeatherDays } from './WeatherDays';
import { HumidityTile, WindTile } from './WeatherTiles';
import './conditions.css';

/**
 * The first three forecast days (requirements §5): Loading while the forecast comes, asked again
 * on request when it failed (requirements §8), No Data when it holds no day.
 */
function Forecast({ lang, where }: { lang: ContentLang; where: ConditionsWhere }) {
  const weather = useWeather(lang, where);
  const part = useLivePart(weather);
  if (part.status === 'ready' && part.answer.data.length > 0) {
    return <WeatherDays answer={part.answer} kept={part.kept} />;
  }
  return (
    <StatusMessage
      status={part.status === 'ready' ? 'empty' : weather.isError ? 'failed' : 'loading'}
      onRetry={() => void weather.refetch()}
      part
    />
  );
}

/**
 * The weather widget (requirements §3 Weather): the forecast days, then today's sunrise and
 * moonrise, UV, air quality, humidity, wind, waves, current and the next tides. Each comes from
 * its own call and loads or fails on its own, so a failed UV call hides nothing else. Without a
 * where (no position, no zipcode) it asks nothing and shows nothing (requirements §5).
 */
export function ConditionsWidget({ lang, where }: { lang: ContentLang; where: ConditionsWhere }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  if (!whereParams(where)) return null;
  const tile = { lang, where, now };
  return (
    <div className="conditions">
      <div className="conditions-forecast">
        <Forecast lang={lang} where={where} />
      </div>
      <ul className="conditions-grid" aria-label={t('conditions.now')}>
        <SunTile {...tile} />
        <MoonTile {...tile} />
        <UvTile {...tile} />
        <AirTile {...tile} />
        <HumidityTile {...tile} />
        <WindTile {...tile} />
        <WaveTile {...tile} />
        <CurrentTile {...tile} />
        <TideTile {...tile} />
      </ul>
    </div>
  );
}
