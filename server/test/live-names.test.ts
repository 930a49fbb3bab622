import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  aqiAnswerSchema,
  crossingOutlookAnswerSchema,
  envelope,
  liveWebcamSchema,
  swellAnswerSchema,
  tideAnswerSchema,
  uvAnswerSchema,
  walrusAnswerSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataDir, useTestApp } from './helper';

/*
 * The Live tab in the visitor's language (requirements §5): the stations, buoys, sea areas and
 * webcams the upstreams name in Chinese only are named from data/translations/live-names.json,
 * which the seed loads; in Chinese they stay as the upstream writes them.
 */

const context = useTestApp({ live: { now: () => parseTaipei('2026-11-24 15:00:00') } });

const get = async <S extends z.ZodType>(schema: S, url: string): Promise<z.infer<S>> => {
  const response = await context.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
};

describe('the live answers name their stations in the asked language', () => {
  it.each([
    ['zh-tw', '臺東', '臺東'],
    ['en', '臺東', 'Taitung'],
    ['ja', '臺東', '台東'],
    ['en', '成功', 'Chenggong'],
  ])('UV in %s: station %s is %s', async (lang, site, name) => {
    const answer = await get(uvAnswerSchema, `/${lang}/opendata/UV?siteName=${site}`);
    expect(answer.data.siteName).toBe(name);
    expect(answer.meta.location).toBe(name);
  });

  it.each([
    ['zh-tw', '關山'],
    ['en', 'Guanshan'],
    ['ja', '関山'],
  ])('air quality in %s: the station is %s', async (lang, name) => {
    const answer = await get(aqiAnswerSchema, `/${lang}/opendata/aqi?siteName=關山`);
    expect(answer.meta.location).toBe(name);
  });

  it.each([
    ['zh-tw', ['綠島', '富岡', '臺東資料浮標'], '綠島鄉'],
    ['en', ['Green Island', 'Fugang', 'Taitung Buoy'], 'Ludao Township, Taitung County'],
    ['ja', ['緑島', '富岡', '台東データブイ'], '緑島郷'],
  ])('sea stations and buoys in %s: %j, for %s', async (lang, stations, place) => {
    const answer = await get(walrusAnswerSchema, `/${lang}/opendata/Walrus?zipcode=951`);
    expect(answer.data.map((reading) => reading.station)).toEqual(stations);
    expect(answer.meta.location).toBe(place);
  });

  it.each([
    ['zh-tw', '臺東縣綠島鄉'],
    ['en', 'Ludao Township, Taitung County'],
    ['ja', '台東県緑島郷'],
  ])('the tide location in %s is %s', async (lang, location) => {
    const answer = await get(tideAnswerSchema, `/${lang}/opendata/Tidal?locationName=綠島`);
    expect(answer.meta.location).toBe(location);
  });

  it.each([
    ['zh-tw', '綠島蘭嶼海面'],
    ['en', 'Green Island–Orchid Island waters'],
    ['ja', '緑島・蘭嶼海域'],
  ])('the sea area in %s is %s, in the forecast and the crossing outlook', async (lang, area) => {
    const swell = await get(swellAnswerSchema, `/${lang}/opendata/Swell?zipcode=951`);
    expect(swell.meta.location).toBe(area);
    expect(swell.data.every((period) => period.area === area)).toBe(true);
    const outlook = await get(crossingOutlookAnswerSchema, `/${lang}/opendata/crossing-outlook`);
    const areas = new Set(outlook.data.flatMap((day) => day.forecast.map((period) => period.area)));
    expect(areas).toContain(area);
    if (lang !== 'zh-tw') expect([...areas].filter((one) => /[沿海面]$/.test(one))).toEqual([]);
  });
});

describe('the webcams are named in the asked language', () => {
  const webcams = async (lang: string) => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/${lang}/opendata/LiveCamera`,
    });
    return envelope(z.array(liveWebcamSchema)).parse(response.json()).data;
  };

  it.each([
    ['zh-tw', 9, '北埔安檢所_1'],
    ['en', 9, 'Beipu Coast Guard Post, camera 1'],
    ['ja', 9, '北埔安検所 カメラ1'],
    ['en', 1917, 'Hualien Bridge, Shoufeng (rotating view)'],
    ['ja', 1773, '七星潭（固定）'],
  ])('in %s, camera %i is %s', async (lang, id, name) => {
    expect((await webcams(lang)).find((cam) => cam.id === id)?.name).toBe(name);
  });

  it.each(['en', 'ja'])('in %s, no webcam keeps a Chinese-only name', async (lang) => {
    const chinese = new Set((await webcams('zh-tw')).map((cam) => cam.name));
    const names = (await webcams(lang)).map((cam) => cam.name);
    expect(names.filter((name) => chinese.has(name) && /[\u4e00-\u9fff]/.test(name))).toEqual(
      lang === 'ja' ? ['立山'] : [],
    );
  });
});

describe('data/translations/live-names.json', () => {
  const table = JSON.parse(
    readFileSync(path.join(dataDir, 'translations/live-names.json'), 'utf8'),
  ) as Record<'stations' | 'webcams', Record<string, { en: string; ja: string }>>;
  const source = (file: string) =>
    JSON.parse(readFileSync(path.join(dataDir, 'sources', file), 'utf8')) as Record<
      string,
      unknown
    >[];

  it('names every station a live call may answer from', () => {
    const stations = [
      ...source('uv_stations_cwa_hualien_taitung_2025.json').map((s) => s.StationName),
      ...source('air_quality_stations_moenv_hualien_taitung_2023.json').map((s) => s.sitename),
      ...source('marine_stations_cwa_hualien_taitung_2025.json').map(
        (s) => (s.Station as { StationName: string }).StationName,
      ),
    ] as string[];
    expect(stations.filter((name) => !table.stations[name])).toEqual([]);
  });

  it('names every webcam', () => {
    const cameras = source('cameras_wra_hualien_taitung_2025.json').map((c) => c.cameraname);
    expect(cameras.filter((name) => !table.webcams[name as string])).toEqual([]);
  });
});
