import {
  attractionSchema,
  envelope,
  errorEnvelopeSchema,
  guideSchema,
  guideSummarySchema,
  listPageSchema,
} from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const context = useTestApp();
const guidePage = envelope(listPageSchema(guideSummarySchema));

const get = (url: string) => context.app.inject({ method: 'GET', url });
const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload });
const guides = async (url: string) => guidePage.parse((await get(url)).json()).data;

describe('tour guides', () => {
  it('lists the photo guides in each language, by type and as galleries', async () => {
    for (const lang of ['zh-tw', 'en', 'ja']) {
      const all = await guides(`/${lang}/opendata/tour-guides`);
      expect(all.total).toBeGreaterThanOrEqual(6);
      const photos = await guides(`/${lang}/opendata/tour-guides?type=photo`);
      const galleries = await guides(`/${lang}/opendata/galleries`);
      expect(photos).toEqual(galleries);
      expect(photos.items.every((guide) => guide.type === 'photo' && guide.image)).toBe(true);
    }
  });

  it('has no video or audio guides in the open data: empty lists', async () => {
    expect((await guides('/en/opendata/videos')).total).toBe(0);
    expect((await guides('/en/opendata/tour-guides?type=audio')).total).toBe(0);
  });

  it('answers a guide with one photo of each of its places, and the places list the guide', async () => {
    const { items } = await guides('/en/opendata/galleries');
    const first = items[0]!;
    const response = await post('/en/opendata/tour-guides/detail', { id: first.id });
    expect(response.statusCode).toBe(200);
    const guide = envelope(guideSchema).parse(response.json()).data;
    expect(guide.title).toBe(first.title);
    expect(guide.content).toContain('<p>');
    const placeIds = await context.store
      .selectFrom('guide_place')
      .select('place_id')
      .where('guide_id', '=', guide.id)
      .orderBy('position')
      .execute();
    expect(guide.images).toHaveLength(placeIds.length);
    const attraction = envelope(attractionSchema).parse(
      (await post('/en/opendata/attractions/detail', { id: placeIds[0]!.place_id })).json(),
    ).data;
    expect(attraction.guides).toContainEqual({ id: guide.id, title: guide.title, type: 'photo' });
  });

  it('finds a guide by keyword', async () => {
    const found = await guides('/en/opendata/tour-guides?q=Green%20Island');
    expect(found.items.some((guide) => guide.title.includes('Green Island'))).toBe(true);
  });

  it('serves a video guide with its video id once one is stored', async () => {
    const { store } = context;
    await store
      .insertInto('guide')
      .values({
        id: 900,
        type: 'video',
        update_time: '2026-11-20 09:00:00',
        images: '[]',
        video_id: 'abc123XYZ',
        audio: null,
      })
      .execute();
    await store
      .insertInto('guide_text')
      .values({ guide_id: 900, lang: 'ja', title: '動画', content: '<p>x</p>', links: '[]' })
      .execute();
    try {
      const videos = await guides('/ja/opendata/videos');
      expect(videos.items).toEqual([
        expect.objectContaining({ id: 900, type: 'video', video_id: 'abc123XYZ' }),
      ]);
      const detail = envelope(guideSchema).parse(
        (await post('/ja/opendata/tour-guides/detail', { id: 900 })).json(),
      ).data;
      expect(detail.video_id).toBe('abc123XYZ');
    } finally {
      await store.deleteFrom('guide').where('id', '=', 900).execute();
    }
  });

  it('answers an unknown guide with a 404 and bad input with a 400 naming the field', async () => {
    const missing = await post('/en/opendata/tour-guides/detail', { id: 99999 });
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).success).toBe(false);
    const badId = await post('/en/opendata/tour-guides/detail', { id: 'one' });
    expect(badId.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(badId.json()).message).toContain('body.id');
    const badType = await get('/en/opendata/tour-guides?type=film');
    expect(badType.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(badType.json()).message).toContain('querystring.type');
    expect((await get('/ko/opendata/galleries')).statusCode).toBe(404);
  });
});
