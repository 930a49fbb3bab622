import type { Coupon, CouponListQuery, CouponSummary, Image } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import { pageOf } from '../core/paging';
import { searchIds } from './search';

function couponRows(db: Db, lang: ContentLang) {
  return db
    .selectFrom('coupon as c')
    .innerJoin('coupon_text as t', (join) =>
      join.onRef('t.coupon_id', '=', 'c.id').on('t.lang', '=', lang),
    )
    .innerJoin('place as p', 'p.id', 'c.shop_id')
    .innerJoin('place_text as s', (join) =>
      join.onRef('s.place_id', '=', 'p.id').on('s.lang', '=', lang),
    )
    .select([
      'c.id',
      'c.starts_at',
      'c.ends_at',
      'c.images',
      't.name',
      't.description',
      't.restrication',
      'p.id as shop_id',
      's.name as shop_name',
      'p.address as shop_address',
      'p.lat',
      'p.lng',
      'p.tel as shop_tel',
      'p.region_id',
      'p.township_code',
    ]);
}

/** Coupons honoured by the shops of the open data. The open data has none yet: lists are empty. */
export function couponRepository(db: Db) {
  return {
    /** Coupons a visitor can still use, those ending soonest first. */
    async list(
      lang: ContentLang,
      filter: CouponListQuery,
    ): Promise<{ items: CouponSummary[]; total: number }> {
      const matches = filter.q ? await searchIds(db, 'coupon', lang, filter.q) : undefined;
      if (matches?.length === 0) return { items: [], total: 0 };
      let query = couponRows(db, lang).where('c.ends_at', '>=', formatTaipei(Date.now()));
      if (matches) query = query.where('c.id', 'in', matches);
      if (filter.region !== undefined) query = query.where('p.region_id', '=', filter.region);
      if (filter.township !== undefined)
        query = query.where('p.township_code', '=', filter.township);
      const rows = await query.orderBy('c.ends_at').orderBy('c.id').execute();
      const { items, total } = pageOf(rows, filter);
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          name: row.name,
          image: (JSON.parse(row.images) as Image[])[0] ?? null,
          start: row.starts_at,
          end: row.ends_at,
          shop_id: row.shop_id,
          shop_name: row.shop_name,
        })),
      };
    },

    async find(id: number, lang: ContentLang): Promise<Coupon | undefined> {
      const row = await couponRows(db, lang)
        .select((eb) =>
          eb
            .selectFrom('place_category as pc')
            .select((inner) => inner.fn.agg<string>('group_concat', ['pc.category']).as('list'))
            .whereRef('pc.place_id', '=', 'p.id')
            .as('shop_categories'),
        )
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        images: JSON.parse(row.images) as Image[],
        start: row.starts_at,
        end: row.ends_at,
        description: row.description,
        ...(row.restrication ? { restrication: row.restrication } : {}),
        shop_id: row.shop_id,
        shop_name: row.shop_name,
        shop_address: row.shop_address,
        shop_latlng: `${row.lat},${row.lng}`,
        ...(row.shop_tel ? { shop_tel: row.shop_tel } : {}),
        ...(row.shop_categories ? { shop_categories: row.shop_categories } : {}),
      };
    },
  };
}

export type CouponRepository = ReturnType<typeof couponRepository>;
