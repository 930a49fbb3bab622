import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envelope, liveWebcamSchema } from '@ecg/domain/contracts';
import { WEBCAM_IMAGE_HOSTS } from '@ecg/domain/webcam-images';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataDir, useTestApp } from './helper';

const context = useTestApp();
const webcamsOf = async (app: typeof context, lang: string) => {
  const response = await app.app.inject({ method: 'POST', url: `/${lang}/opendata/LiveCamera` });
  expect(response.statusCode).toBe(200);
  return envelope(z.array(liveWebcamSchema)).parse(response.json()).data;
};
const webcams = (lang: string) => webcamsOf(context, lang);

/** The WRA's list as published (data/sources), the truth the answer is checked against. */
const published = JSON.parse(
  readFileSync(path.join(dataDir, 'sources/cameras_wra_hualien_taitung_2025.json'), 'utf8'),
) as { cameraid: string; cameraname: string; imageurl: string; latitude_4326: string }[];

describe('POST /{lang}/opendata/LiveCamera', () => {
  it('answers the 18 WRA cameras, each by its WRA number, with its still picture', async () => {
    const cams = await webcams('zh-tw');
    expect(cams).toHaveLength(published.length);
    expect(new Set(cams.map((cam) => cam.id)).size).toBe(published.length);
    for (const row of published) {
      const cam = cams.find((one) => one.id === Number(row.cameraid));
      expect(cam, `camera ${row.cameraid}`).toMatchObject({
        name: row.cameraname,
        image: row.imageurl,
        kind: 'still',
        active: true,
      });
      expect(WEBCAM_IMAGE_HOSTS.some((host) => cam?.image.startsWith(`${host}/`))).toBe(true);
    }
  });

  it.each([
    ['zh-tw', 11, '971 花蓮縣新城鄉', 971, 1],
    ['en', 11, '971 Xincheng Township, Hualien County', 971, 1],
    ['ja', 11, '971 花蓮県新城郷', 971, 1],
    ['en', 1916, '974 Shoufeng Township, Hualien County', 974, 1],
    ['zh-tw', 190, '950 臺東縣臺東市', 950, 2],
    ['en', 190, '950 Taitung City, Taitung County', 950, 2],
  ])(
    'in %s, camera %i stands at "%s": zipcode %i, region %i',
    async (lang, id, address, zipcode, regionId) => {
      const cam = (await webcams(lang)).find((one) => one.id === id);
      expect(cam).toMatchObject({ address, zipcode, regionId });
      expect(cam?.address.split(' ')[0]).toBe(String(zipcode));
    },
  );

  it('names its source and licence, in the asked language where the source has it', async () => {
    const [english] = await webcams('en');
    expect(english?.source).toMatchObject({
      id: 'wra-cameras',
      name: 'River and coast cameras of the Water Resources Agency',
      licence: 'OGDL-1.0',
      attribution: 'Water Resources Agency (經濟部水利署), Open Government Data License v1.0',
    });
    const [chinese] = await webcams('zh-tw');
    expect(chinese?.source.name).toBe('水利署河川及海岸監視器');
  });

  it('lists them along the coast from north to south, each opening the map at its camera', async () => {
    const cams = await webcams('en');
    const latitudes = cams.map((cam) => Number(cam.latlng?.split(',')[0]));
    expect(latitudes).toEqual([...latitudes].sort((a, b) => b - a));
    expect(cams[0]).toMatchObject({ latlng: '24.04148,121.62241', facilityId: 'wra-cameras-9' });
  });
});

describe("the webcams' pictures", () => {
  it('are allowed by the Content-Security-Policy, as pictures only', async () => {
    const { headers } = await context.app.inject('/pwa/');
    const directives = String(headers['content-security-policy']).split(';');
    const imgSrc = directives.find((part) => part.trim().startsWith('img-src'));
    const connectSrc = directives.find((part) => part.trim().startsWith('connect-src'));
    for (const host of WEBCAM_IMAGE_HOSTS) {
      expect(imgSrc).toContain(host);
      // The service worker never fetches them to keep them.
      expect(connectSrc).not.toContain(host);
    }
  });
});

describe('the webcam seed', () => {
  it('holds every camera in every content language', async () => {
    const texts = await context.store
      .selectFrom('webcam_text')
      .select(({ fn }) => ['lang', fn.countAll<number>().as('count')])
      .groupBy('lang')
      .orderBy('lang')
      .execute();
    expect(texts).toEqual([
      { lang: 'en', count: published.length },
      { lang: 'ja', count: published.length },
      { lang: 'zh-tw', count: published.length },
    ]);
  });
});

describe('a webcam on Green Island', () => {
  // An app of its own: the other tests' answers are kept (the call's answer cache).
  const island = useTestApp();
  it('gives a webcam on Green Island (951) region 3, not Taitung', async () => {
    const { store } = island;
    await store
      .insertInto('webcam')
      .values({
        id: 99001,
        lat: 22.66,
        lng: 121.49,
        image_url: 'https://fmg.wra.gov.tw/109wraweb/getImage.aspx?CCTV_SN=test',
        position: 99,
        source_id: 'wra-cameras',
        facility_id: null,
      })
      .execute();
    await store
      .insertInto('webcam_text')
      .values({ webcam_id: 99001, lang: 'ja', name: '南寮漁港', address: '951 台東県緑島郷' })
      .execute();
    try {
      const cam = (await webcamsOf(island, 'ja')).find((one) => one.id === 99001);
      expect(cam).toMatchObject({ zipcode: 951, regionId: 3, address: '951 台東県緑島郷' });
      expect(cam).not.toHaveProperty('facilityId');
    } finally {
      await store.deleteFrom('webcam').where('id', '=', 99001).execute();
    }
  });
});
