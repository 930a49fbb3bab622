import type { TideEvent } from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { nearestFirst, type LatLng } from '@ecg/domain/rules/distance';
import { z } from 'zod';

/**
 * The records of CWA's tide forecast F-A0021-001 (docs/live-data.md, Upstreams): a month of
 * high and low waters for each coastal township, `TideForecasts[].Location{LocationId,
 * LocationName (臺東縣綠島鄉), Latitude, Longitude, TimePeriods.Daily[]{Date, Time[]{DateTime,
 * Tide (滿潮/乾潮), TideHeights{AboveTWVD, AboveLocalMSL, AboveChartDatum}}}}`, heights in cm
 * (AboveTWVD is written as text, the others as numbers). Only what the Tidal call reads is
 * checked.
 */
const timeSchema = z.object({
  DateTime: z.string(),
  Tide: z.string(),
  TideHeights: z.object({ AboveLocalMSL: z.union([z.number(), z.string()]).optional() }).optional(),
});
const locationSchema = z.object({
  LocationId: z.string().optional(),
  LocationName: z.string(),
  Latitude: z.coerce.number().optional(),
  Longitude: z.coerce.number().optional(),
  TimePeriods: z.object({
    Daily: z.array(z.object({ Date: z.string(), Time: z.array(timeSchema) })),
  }),
});
const documentSchema = z.object({
  TideForecasts: z.array(z.object({ Location: locationSchema })),
});

export type TideLocation = z.infer<typeof locationSchema>;
/** Our coast's locations of the forecast: the whole island's would be kept for nothing. */
export type TideDocument = TideLocation[];

/** 台 and 臺 are both written; CWA names its locations with 臺. */
const official = (text: string) => text.trim().replace(/台/g, '臺');
const OUR_COUNTIES = ['花蓮縣', '臺東縣'];

export function readTideDocument(raw: unknown): TideDocument {
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `not a CWA tide forecast: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data.TideForecasts.map(({ Location }) => Location).filter((location) =>
    OUR_COUNTIES.some((county) => official(location.LocationName).startsWith(county)),
  );
}

/** A location by its own name (臺東縣綠島鄉) or its township's alone (綠島鄉). */
export function tideLocationNamed(document: TideDocument, text: string): TideLocation | undefined {
  const name = official(text);
  return document.find(
    (location) =>
      official(location.LocationName) === name ||
      OUR_COUNTIES.some((county) => official(location.LocationName) === `${county}${name}`),
  );
}

/** The location nearest a point, among those the forecast places. */
export function nearestTideLocation(
  document: TideDocument,
  point: LatLng,
): TideLocation | undefined {
  return nearestFirst(document, point, (location) =>
    location.Latitude !== undefined && location.Longitude !== undefined
      ? { lat: location.Latitude, lng: location.Longitude }
      : undefined,
  )[0]?.item;
}

const TIDES: Record<string, TideEvent['tide']> = { 滿潮: 'high', 乾潮: 'low' };

/** The high and low waters from `from` until before `to` (epoch ms), in time order. */
export function tideEvents(location: TideLocation, from: number, to: number): TideEvent[] {
  return location.TimePeriods.Daily.flatMap((day) => day.Time)
    .flatMap((time) => {
      const at = parseTaipei(time.DateTime);
      const tide = TIDES[time.Tide.trim()];
      if (!tide || !Number.isFinite(at) || at < from || at >= to) return [];
      const written = time.TideHeights?.AboveLocalMSL;
      const height = written === undefined || written === '' ? Number.NaN : Number(written);
      return [
        {
          at,
          event: { time: formatTaipei(at), tide, ...(Number.isFinite(height) ? { height } : {}) },
        },
      ];
    })
    .sort((a, b) => a.at - b.at)
    .map(({ event }) => event);
}
