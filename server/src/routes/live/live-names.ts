import type {
  CrossingDay,
  LiveMeta,
  SeaForecastPeriod,
  SeaObservation,
  UvData,
} from '@ecg/domain/contracts';
import type { LiveNamer } from '../../store/live/live-name-repository';

/*
 * The live answers with their names in the asked language (requirements §5): the upstreams
 * name their stations, buoys and sea areas in Chinese only; the numbers are left as they are.
 */

type Answer<D> = { data: D; meta: LiveMeta };

const metaIn = (meta: LiveMeta, rename: (name: string) => string): LiveMeta =>
  meta.location === undefined ? meta : { ...meta, location: rename(meta.location) };

export const uvIn = <A extends Answer<UvData>>(answer: A, names: LiveNamer): A => ({
  ...answer,
  data: { ...answer.data, siteName: names.station(answer.data.siteName) },
  meta: metaIn(answer.meta, names.station),
});

/** The air-quality station is the answer's place. */
export const aqiIn = <A extends Answer<unknown>>(answer: A, names: LiveNamer): A => ({
  ...answer,
  meta: metaIn(answer.meta, names.station),
});

export const observationsIn = <A extends Answer<SeaObservation[]>>(
  answer: A,
  names: LiveNamer,
): A => ({
  ...answer,
  data: answer.data.map((reading) => ({ ...reading, station: names.station(reading.station) })),
  meta: metaIn(answer.meta, names.place),
});

const periodsIn = (periods: SeaForecastPeriod[], names: LiveNamer) =>
  periods.map((period) => ({ ...period, area: names.seaArea(period.area) }));

export const forecastIn = <A extends Answer<SeaForecastPeriod[]>>(
  answer: A,
  names: LiveNamer,
): A => ({
  ...answer,
  data: periodsIn(answer.data, names),
  meta: metaIn(answer.meta, names.place),
});

/** A tide answer: the tide location (臺東縣綠島鄉) is its place. */
export const placeIn = <A extends Answer<unknown>>(answer: A, names: LiveNamer): A => ({
  ...answer,
  meta: metaIn(answer.meta, names.place),
});

export const crossingIn = <A extends Answer<CrossingDay[]>>(answer: A, names: LiveNamer): A => ({
  ...answer,
  data: answer.data.map((day) => ({ ...day, forecast: periodsIn(day.forecast, names) })),
  meta: metaIn(answer.meta, names.place),
});
