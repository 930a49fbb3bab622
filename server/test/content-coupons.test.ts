import {
  couponSchema,
  couponSummarySchema,
  envelope,
  errorEnvelopeSchema,
  listPageSchema,
  shopSchema,
} from '@ecg/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from './helper';

const context = useTestApp();
const couponPage = envelope(listPageSchema(couponSummarySchema));

const get = (url: string) => context.app.inject({ method: 'GET', url });
const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload });

/** A food shop of the open data, to hang test coupons and extras on. */
const aFoodShop = async () =>
  context.store
    .selectFrom('place')
    .select(['id', 'address', 'tel', 'lat', 'lng'])
    .where('kind', '=', 'food')
    .where('tel', '!=', '')
    .orderBy('id')
    .executeTakeFirstOrThrow();

async function storeCoupon(id: number, shopId: number, starts: string, ends: string) {
  await context.store
    .insertInto('coupon')
    .values({
      id,
      shop_id: shopId,
      starts_at: starts,
      ends_at: ends,
      images: JSON.stringify([{ src: 'https://example.org/coupon.jpg' }]),
    })
    .execute();
  await context.store
    .insertInto('coupon_text')
    .values(
      ['zh-tw', 'en', 'ja'].map((lang) => ({
        coupon_id: id,
        lang,
        name: `Coupon ${id} ${lang}`,
        description: '<p>10% off</p>',
        restrication: 'One per visitor',
      })),
    )
    .execute();
}

afterEach(async () => {
  await context.store.deleteFrom('coupon').execute();
  await context.store.deleteFrom('shop_item').execute();
  await context.store.deleteFrom('shop_theme').execute();
});

describe('coupons', () => {
  it('lists none from the open data, which has no coupons', async () => {
    const response = await get('/en/opendata/coupons');
    expect(response.statusCode).toBe(200);
    expect(couponPage.parse(response.json()).data.total).toBe(0);
  });

  it('lists the coupons still valid, ending soonest first, and not the ended ones', async () => {
    const shop = await aFoodShop();
    await storeCoupon(1, shop.id, '2026-01-01 00:00:00', '2099-12-31 23:59:59');
    await storeCoupon(2, shop.id, '2026-01-01 00:00:00', '2098-06-30 23:59:59');
    await storeCoupon(3, shop.id, '2020-01-01 00:00:00', '2020-12-31 23:59:59');
    const { data } = couponPage.parse((await get('/ja/opendata/coupons?pageSize=10')).json());
    expect(data.items.map((coupon) => coupon.id)).toEqual([2, 1]);
    expect(data.items[0]).toMatchObject({ name: 'Coupon 2 ja', shop_id: shop.id });
  });

  it('answers a recent coupon as data[0] with its shop', async () => {
    const shop = await aFoodShop();
    await storeCoupon(7, shop.id, '2026-01-01 00:00:00', '2099-12-31 23:59:59');
    const response = await post('/en/opendata/coupons/recent', { id: 7 });
    expect(response.statusCode).toBe(200);
    const [coupon] = envelope(z.array(couponSchema)).parse(response.json()).data;
    expect(coupon).toMatchObject({
      id: 7,
      name: 'Coupon 7 en',
      restrication: 'One per visitor',
      shop_id: shop.id,
      shop_address: shop.address,
      shop_tel: shop.tel,
      shop_latlng: `${shop.lat},${shop.lng}`,
    });
  });

  it('shows a shop its valid coupons, signature features, rental items and themes', async () => {
    const shop = await aFoodShop();
    await storeCoupon(8, shop.id, '2026-01-01 00:00:00', '2099-12-31 23:59:59');
    await storeCoupon(9, shop.id, '2020-01-01 00:00:00', '2020-12-31 23:59:59');
    const { store } = context;
    await store
      .insertInto('shop_item')
      .values([
        { id: 1, place_id: shop.id, kind: 'signature-feature', position: 0, thumb: '' },
        { id: 2, place_id: shop.id, kind: 'rental-item', position: 0, thumb: 'https://x/b.jpg' },
      ])
      .execute();
    await store
      .insertInto('shop_item_text')
      .values([
        { shop_item_id: 1, lang: 'en', name: 'Millet wine', summary: 'Brewed here' },
        { shop_item_id: 2, lang: 'en', name: 'Bicycle', summary: '' },
      ])
      .execute();
    const wifi = await store
      .selectFrom('tag')
      .select('id')
      .where('name_zh', '=', '無線網路')
      .executeTakeFirstOrThrow();
    await store
      .insertInto('shop_theme')
      .values({ place_id: shop.id, theme: 'services', tag_id: wifi.id })
      .execute();

    const response = await post('/en/opendata/shops/detail', { id: shop.id });
    const data = envelope(shopSchema).parse(response.json()).data;
    expect(data.coupons).toEqual([
      { id: 8, name: 'Coupon 8 en', thumb: 'https://example.org/coupon.jpg' },
    ]);
    expect(data.signature_features).toEqual([
      { id: 1, name: 'Millet wine', summary: 'Brewed here' },
    ]);
    expect(data.rental_items).toEqual([{ id: 2, name: 'Bicycle', thumb: 'https://x/b.jpg' }]);
    expect(data.themes).toEqual({ services: [{ title: 'Wi-Fi', value: wifi.id }] });
  });

  it('answers an unknown coupon with a 404 and bad input with a 400 naming the field', async () => {
    expect((await post('/en/opendata/coupons/recent', { id: 424242 })).statusCode).toBe(404);
    const bad = await post('/en/opendata/coupons/recent', { id: -1 });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).message).toContain('body.id');
    const badQuery = await get('/en/opendata/coupons?region=9');
    expect(badQuery.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(badQuery.json()).message).toContain('querystring.region');
    expect((await get('/ko/opendata/coupons')).statusCode).toBe(404);
  });
});
