import { z } from 'zod';
import { COMPASS_POINTS } from '../rules/wind';
import { dateTimeTextSchema, nonNegativeNumber } from './common';
import { liveEnvelope } from './envelope';

const percent = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} is a percentage, 0 to 100` })
    .max(100, {
      error: `${field} is a percentage, 0 to 100`,
    });

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
    wind_speed: nonNegativeNumber('wind_speed').optional(),
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
