import { taipeiDate } from '@ecg/domain/rules/datetime';
import { z } from 'zod';
import { UpstreamError } from '../../providers/upstream-fetch';
import type { FacilitySeedRecord } from '../../data-files/facility-seed';
import type { AreaTest } from './east-coast-area';
import type { UpstreamImporter } from './import-file';
import { missingTdxKeys, tdxNames, tdxPagedReader, type TdxImportOptions } from './tdx-pages';

const names = z.object({ Zh_tw: z.string().optional(), En: z.string().optional() });

/** `v2/Bike/Station/City/{City}`: a public-bike station (TDX's Bike API). */
const stationSchema = z.object({
  StationUID: z.string().min(1),
  StationName: names,
  StationPosition: z.object({ PositionLat: z.number(), PositionLon: z.number() }),
  StationAddress: names.optional(),
});

export const TDX_BIKE_CITIES = ['HualienCounty', 'TaitungCounty'];

export interface TdxBikeOptions extends TdxImportOptions {
  inArea: AreaTest;
  now?: () => number;
}

/** The public-bike stations of Hualien and Taitung (TDX Bike/Station). */
export function tdxBikeImporter(options: TdxBikeOptions): UpstreamImporter {
  const { inArea, now = Date.now } = options;
  return {
    sourceId: 'tdx-bike',
    missing: missingTdxKeys(options),
    async fetch() {
      const readAll = tdxPagedReader(options);
      const records: FacilitySeedRecord[] = [];
      for (const city of TDX_BIKE_CITIES) {
        for (const raw of await readAll(`v2/Bike/Station/City/${city}`)) {
          const result = stationSchema.safeParse(raw);
          if (!result.success) throw new UpstreamError("TDX: a bike station is not in TDX's shape");
          const station = result.data;
          const point = {
            lat: station.StationPosition.PositionLat,
            lng: station.StationPosition.PositionLon,
          };
          const name = tdxNames(station.StationName);
          if (!name.zh || !inArea(point)) continue;
          const address = station.StationAddress && tdxNames(station.StationAddress);
          records.push({
            id: `tdx-bike-${station.StationUID}`,
            kind: 'bike',
            name,
            ...point,
            ...(address?.zh ? { address } : {}),
          });
        }
      }
      return {
        source: {
          id: 'tdx-bike',
          name: {
            zh: 'TDX 公共自行車站',
            en: 'TDX public bike stations',
            ja: 'TDX シェアサイクルステーション',
          },
          publisher: '交通部 Ministry of Transportation and Communications (TDX)',
          licence: 'OGDL-1.0',
          attribution: 'Transport Data eXchange (TDX), MOTC, Open Government Data License v1.0',
          date: taipeiDate(now()),
          url: 'https://tdx.transportdata.tw/',
        },
        records,
      };
    },
  };
}
