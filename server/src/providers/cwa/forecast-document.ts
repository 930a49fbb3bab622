import { z } from 'zod';

/**
 * The records of a CWA township forecast (F-D0047-xxx) as the REST API answers it
 * (docs/live-data.md, Upstreams): `Locations[0].Location[]{LocationName, Geocode,
 * WeatherElement[]{ElementName, Time[]{StartTime, EndTime | DataTime, ElementValue[{…}]}}}`.
 * Only what the weather provider reads is checked; anything else the upstream adds passes
 * untouched. The envelope around them (either casing) is the CWA client's (cwaPayload).
 */
const timeSchema = z.object({
  StartTime: z.string().optional(),
  EndTime: z.string().optional(),
  DataTime: z.string().optional(),
  ElementValue: z.array(z.record(z.string(), z.unknown())),
});
const elementSchema = z.object({ ElementName: z.string(), Time: z.array(timeSchema) });
const locationSchema = z.object({
  LocationName: z.string(),
  Geocode: z.string().optional(),
  WeatherElement: z.array(elementSchema),
});

const documentSchema = z.object({
  Locations: z
    .array(z.object({ LocationsName: z.string().optional(), Location: z.array(locationSchema) }))
    .min(1, { error: 'Locations is empty' }),
});

export type ForecastDocument = z.infer<typeof documentSchema>;
export type ForecastLocation = z.infer<typeof locationSchema>;
export type ForecastElement = z.infer<typeof elementSchema>;

/** The document, or an error naming what is missing (the provider then keeps its last answer). */
export function readForecastDocument(raw: unknown): ForecastDocument {
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `not a CWA township forecast: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}

/** A township of the document by its Chinese name, as CWA writes it (花蓮市, 綠島鄉). */
export function forecastLocation(
  document: ForecastDocument,
  townshipName: string,
): ForecastLocation | undefined {
  return document.Locations.flatMap((group) => group.Location).find(
    (location) => location.LocationName === townshipName,
  );
}
