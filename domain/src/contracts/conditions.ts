import { z } from 'zod';
import { AQI_STATUSES, UV_STATUSES } from '../rules/air-quality';
import { dateTimeTextSchema, nonNegativeNumber } from './common';
import { liveEnvelope } from './envelope';
import { windDirectionSchema } from './weather';

/*
 * The answers of the live-condition calls of requirements §7 beyond the weather: the sun and the
 * moon, UV and air quality, tides, sea observations and the sea-area forecast, and the
 * Green Island and Orchid Island crossing outlook. Each is a live envelope: the data, and a
 * `meta` saying where and when it came from (`meta.location` names the place, station or
 * sea area answered for; `meta.observedAt` when the upstream observed or issued it).
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' });

/** The sun on one Taipei day at one point; an event that does not happen that day is absent. */
export const sunDaySchema = z.object({
  date: dateSchema,
  sunrise: dateTimeTextSchema.optional(),
  sunset: dateTimeTextSchema.optional(),
});
export type SunDay = z.infer<typeof sunDaySchema>;

/**
 * The moon on one Taipei day. It rises about 50 minutes later each day, so roughly once a month
 * a day has no moonrise (or no moonset): the field is then absent, and the app says so.
 * `illumination` is the lit fraction of the disc at local noon, 0 to 1.
 */
export const moonDaySchema = z.object({
  date: dateSchema,
  moonrise: dateTimeTextSchema.optional(),
  moonset: dateTimeTextSchema.optional(),
  illumination: z
    .number({ error: 'illumination must be a number' })
    .min(0, { error: 'illumination is a fraction, 0 to 1' })
    .max(1, { error: 'illumination is a fraction, 0 to 1' })
    .optional(),
});
export type MoonDay = z.infer<typeof moonDaySchema>;

/** GET suntime / moontime: the days from today (only today with `today=true`). */
export const sunTimesAnswerSchema = liveEnvelope(z.array(sunDaySchema));
export type SunTimesAnswer = z.infer<typeof sunTimesAnswerSchema>;
export const moonTimesAnswerSchema = liveEnvelope(z.array(moonDaySchema));
export type MoonTimesAnswer = z.infer<typeof moonTimesAnswerSchema>;
/** POST sunrise / moonrise: today's. */
export const sunriseAnswerSchema = liveEnvelope(sunDaySchema);
export type SunriseAnswer = z.infer<typeof sunriseAnswerSchema>;
export const moonriseAnswerSchema = liveEnvelope(moonDaySchema);
export type MoonriseAnswer = z.infer<typeof moonriseAnswerSchema>;

/** UV statuses as the upstream writes them; rules/air-quality.ts maps them to level and colour. */
export const uvStatusSchema = z.enum(UV_STATUSES, { error: 'unknown UV status' });
export const aqiStatusSchema = z.enum(AQI_STATUSES, { error: 'unknown air-quality status' });

/**
 * The UV call's data (requirements §7: "a data object whose first value is the status text"): the
 * status first, then the index and the station. Level and colour are added by the app (§3).
 */
export const uvDataSchema = z.object({
  status: uvStatusSchema,
  uvi: nonNegativeNumber('uvi'),
  siteName: z.string().min(1, { error: 'siteName must not be empty' }),
});
export type UvData = z.infer<typeof uvDataSchema>;
export const uvAnswerSchema = liveEnvelope(uvDataSchema);
export type UvAnswer = z.infer<typeof uvAnswerSchema>;

/**
 * The air-quality call (requirements §7: "data is the status text"); the index and the main
 * pollutant ride beside it for the app to show, and the station is `meta.location`.
 */
export const aqiAnswerSchema = liveEnvelope(aqiStatusSchema).extend({
  aqi: nonNegativeNumber('aqi').optional(),
  pollutant: z.string().optional(),
});
export type AqiAnswer = z.infer<typeof aqiAnswerSchema>;

/** One high or low water of a tide station; height in cm above the local mean sea level. */
export const tideEventSchema = z.object({
  time: dateTimeTextSchema,
  tide: z.enum(['high', 'low'], { error: 'tide must be high or low' }),
  height: z.number({ error: 'height must be a number' }).optional(),
});
export type TideEvent = z.infer<typeof tideEventSchema>;
/** The Tidal call: the station's high and low waters from today's start, for three days. */
export const tideAnswerSchema = liveEnvelope(z.array(tideEventSchema));
export type TideAnswer = z.infer<typeof tideAnswerSchema>;

/**
 * What one sea station (buoy, tide gauge, wave pile) last observed: wave height in m, period in
 * s, directions in degrees the sea comes from, sea temperature in °C, current speed in m/s.
 */
export const seaObservationSchema = z.object({
  station: z.string().min(1, { error: 'station must not be empty' }),
  standard_time: dateTimeTextSchema,
  distance_km: nonNegativeNumber('distance_km').optional(),
  wave_height: nonNegativeNumber('wave_height').optional(),
  wave_direction: nonNegativeNumber('wave_direction').optional(),
  wave_period: nonNegativeNumber('wave_period').optional(),
  sea_temperature: z.number({ error: 'sea_temperature must be a number' }).optional(),
  flow_speed: nonNegativeNumber('flow_speed').optional(),
  flow_direction: nonNegativeNumber('flow_direction').optional(),
  tide_height: z.number({ error: 'tide_height must be a number' }).optional(),
  wind_speed: nonNegativeNumber('wind_speed').optional(),
  wind_direction: windDirectionSchema.optional(),
});
export type SeaObservation = z.infer<typeof seaObservationSchema>;
/** The Walrus call (海象, marine conditions): the stations near the place, nearest first. */
export const walrusAnswerSchema = liveEnvelope(z.array(seaObservationSchema));
export type WalrusAnswer = z.infer<typeof walrusAnswerSchema>;

/**
 * One period of CWA's sea-area forecast: the upstream's own texts (浪高 1至2公尺, 風力 4至5級,
 * 小浪轉中浪) and the numbers read from them, wave heights in m and wind on the Beaufort scale.
 */
export const seaForecastPeriodSchema = z.object({
  area: z.string().min(1, { error: 'area must not be empty' }),
  start: dateTimeTextSchema,
  end: dateTimeTextSchema,
  wave_height_text: z.string().optional(),
  wave_height_min: nonNegativeNumber('wave_height_min').optional(),
  wave_height_max: nonNegativeNumber('wave_height_max').optional(),
  wave_type: z.string().optional(),
  beaufort_text: z.string().optional(),
  beaufort_min: nonNegativeNumber('beaufort_min').optional(),
  beaufort_max: nonNegativeNumber('beaufort_max').optional(),
  wind_direction_text: z.string().optional(),
});
export type SeaForecastPeriod = z.infer<typeof seaForecastPeriodSchema>;
/** The Swell call (wave conditions): the sea area's forecast periods not yet over. */
export const swellAnswerSchema = liveEnvelope(z.array(seaForecastPeriodSchema));
export type SwellAnswer = z.infer<typeof swellAnswerSchema>;

export const CROSSING_ROUTES = ['green-island', 'orchid-island'] as const;
export const CROSSING_VERDICTS = ['likely', 'uncertain', 'unlikely'] as const;
/** Why a day got its verdict; the app words each reason in the visitor's language. */
export const CROSSING_REASONS = [
  'calm-sea',
  'moderate-waves',
  'rough-waves',
  'strong-wind',
  'gale',
  'typhoon-warning',
  'marine-warning',
  'no-forecast',
  'sample-forecast',
] as const;

/**
 * An estimate, never a timetable: whether the boats to Green Island or Orchid Island are likely
 * to sail on a day, from the sea-area forecast and the warnings in force, with the reasons and
 * the forecast periods it was read from (rules/crossing-outlook.ts states the thresholds).
 */
export const crossingDaySchema = z.object({
  route: z.enum(CROSSING_ROUTES, { error: 'route must be green-island or orchid-island' }),
  date: dateSchema,
  verdict: z.enum(CROSSING_VERDICTS, { error: 'verdict must be likely, uncertain or unlikely' }),
  reasons: z.array(z.enum(CROSSING_REASONS, { error: 'unknown crossing reason' })),
  forecast: z.array(seaForecastPeriodSchema),
  /** The titles of the warnings in force that weighed on the day, as issued. */
  warnings: z.array(z.string()),
});
export type CrossingDay = z.infer<typeof crossingDaySchema>;
export const crossingOutlookAnswerSchema = liveEnvelope(z.array(crossingDaySchema));
export type CrossingOutlookAnswer = z.infer<typeof crossingOutlookAnswerSchema>;
