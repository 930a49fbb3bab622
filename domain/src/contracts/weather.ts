import { z } from 'zod';
import { AQI_STATUSES, UV_STATUSES } from '../rules/air-quality';
import { COMPASS_POINTS } from '../rules/wind';
import { dateTimeTextSchema } from './common';
import { liveEnvelope } from './envelope';

const percent = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} is a percentage, 0 to 100` })
    .max(100, {
      error: `${field} is a percentage, 0 to 100`,
    });
const nonNegative = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .nonnegative({ error: `${field} must not be negative` });

/**
 * A wind direction as language-neutral codes, the shape rules/wind.ts reads from the
 * upstream's Chinese text: one of the 16 compass points, and whether it is a prevailing
 * form (偏北風, "mostly north") rather than an exact one (北風). The interface translates.
 */
const COMPASS_CODES = COMPASS_POINTS.map((point) => point.code);
export const windDirectionSchema = z.object({
  point: z.enum(COMPASS_CODES, {
    error: 'wind direction point must be a compass point such as NNE',
  }),
  prevailing: z.boolean({ error: 'wind direction prevailing must be true or false' }),
});

/**
 * One forecast period. `standard_time` is its start; `pop` is the chance of rain in percent;
 * temperatures in °C; `wind_speed` in m/s; `icon` is the upstream's weather code. The
 * humidity and wind fields come with the current conditions (shape not shown, so optional).
 */
export const weatherDaySchema = z
  .object({
    standard_time: dateTimeTextSchema,
    icon: z.string().min(1, { error: 'icon must not be empty' }),
    comment: z.string(),
    temp_min: z.number({ error: 'temp_min must be a number' }),
    temp_max: z.number({ error: 'temp_max must be a number' }),
    pop: percent('pop'),
    humidity: percent('humidity').optional(),
    wind_direction: windDirectionSchema.optional(),
    wind_speed: nonNegative('wind_speed').optional(),
  })
  .refine((day) => day.temp_min <= day.temp_max, {
    error: 'temp_min must not be above temp_max',
    path: ['temp_min'],
  });
export type WeatherDay = z.infer<typeof weatherDaySchema>;

/**
 * The weather call's answer (requirements §7): days (or three-hour periods when asked), the first
 * starting today, and where they came from; `meta.location` is the CWA township.
 */
export const weatherAnswerSchema = liveEnvelope(z.array(weatherDaySchema));
export type WeatherAnswer = z.infer<typeof weatherAnswerSchema>;

/** Sun times of one place for one day (computed locally, docs/architecture.md). */
export const sunTimesSchema = z.object({
  locationName: z.string().min(1, { error: 'locationName must not be empty' }),
  sunrise: dateTimeTextSchema,
  sunset: dateTimeTextSchema,
});
export type SunTimes = z.infer<typeof sunTimesSchema>;

/** Moon times: the moon does not rise or set every calendar day, so either may be absent. */
export const moonTimesSchema = z.object({
  locationName: z.string().min(1, { error: 'locationName must not be empty' }),
  moonrise: dateTimeTextSchema.optional(),
  moonset: dateTimeTextSchema.optional(),
});
export type MoonTimes = z.infer<typeof moonTimesSchema>;

/** UV statuses as the upstream (MOENV) writes them; rules map them to level and colour. */
export const uvStatusSchema = z.enum(UV_STATUSES, { error: 'unknown UV status' });

/** A UV reading: the status text, and the level (1..5) and colour the app adds. */
export const uvReadingSchema = z.object({
  status: uvStatusSchema,
  uvi: nonNegative('uvi').optional(),
  level: z
    .int({ error: 'level must be a whole number' })
    .min(1)
    .max(5, { error: 'UV level must be 1 to 5' })
    .optional(),
  colour: z.string().optional(),
});
export type UvReading = z.infer<typeof uvReadingSchema>;

export const aqiStatusSchema = z.enum(AQI_STATUSES, { error: 'unknown air-quality status' });

/** An air-quality reading: the status text and the level (1..6) the app adds. */
export const airQualityReadingSchema = z.object({
  status: aqiStatusSchema,
  level: z
    .int({ error: 'level must be a whole number' })
    .min(1)
    .max(6, { error: 'air-quality level must be 1 to 6' })
    .optional(),
});
export type AirQualityReading = z.infer<typeof airQualityReadingSchema>;

/** Marine and wave conditions at a station: wave height in m, flow speed and wind in m/s. */
export const marineConditionSchema = z.object({
  locationName: z.string().min(1, { error: 'locationName must not be empty' }),
  standard_time: dateTimeTextSchema,
  wave_height: nonNegative('wave_height').optional(),
  flow_speed: nonNegative('flow_speed').optional(),
  wind_direction: windDirectionSchema.optional(),
  wind_speed: nonNegative('wind_speed').optional(),
});
export type MarineCondition = z.infer<typeof marineConditionSchema>;

/** The high and low tide times of one place for one day. */
export const tideSchema = z.object({
  locationName: z.string().min(1, { error: 'locationName must not be empty' }),
  high_tide: z.array(dateTimeTextSchema),
  low_tide: z.array(dateTimeTextSchema),
});
export type Tide = z.infer<typeof tideSchema>;
