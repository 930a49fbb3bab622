import type { GuideRef, ShopCouponRef, ShopThemes, SignatureFeature } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { Db } from '../core/database';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

/** What a detail shows beside the place itself: its guides and, for a shop, its extras. */
export interface PlaceRelated {
  guides: GuideRef[];
  themes: ShopThemes;
  signature_features: SignatureFeature[];
  rental_items: SignatureFeature[];
  coupons: ShopCouponRef[];
}

const firstImageSrc = (images: string) => (JSON.parse(images) as { src: string }[])[0]?.src;

export function placeRelatedRepository(db: Db) {
  const shopItems = async (
    kind: 'signature-feature' | 'rental-item',
    placeId: number,
    lang: ContentLang,
  ): Promise<SignatureFeature[]> => {
    const rows = await db
      .selectFrom('shop_item as i')
      .innerJoin('shop_item_text as t', (join) =>
        join.onRef('t.shop_item_id', '=', 'i.id').on('t.lang', '=', lang),
      )
      .select(['i.id', 'i.thumb', 't.name', 't.summary'])
      .where('i.place_id', '=', placeId)
      .where('i.kind', '=', kind)
      .orderBy('i.position')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      ...(row.thumb ? { thumb: row.thumb } : {}),
      ...(row.summary ? { summary: row.summary } : {}),
    }));
  };

  return {
    async forPlace(placeId: number, lang: ContentLang): Promise<PlaceRelated> {
      const [guides, themeRows, signature_features, rental_items, couponRows] = await Promise.all([
        db
          .selectFrom('guide_place as gp')
          .innerJoin('guide as g', 'g.id', 'gp.guide_id')
          .innerJoin('guide_text as t', (join) =>
            join.onRef('t.guide_id', '=', 'g.id').on('t.lang', '=', lang),
          )
          .select(['g.id', 't.title', 'g.type'])
          .where('gp.place_id', '=', placeId)
          .orderBy('g.id')
          .execute(),
        db
          .selectFrom('shop_theme as s')
          .innerJoin('tag as g', 'g.id', 's.tag_id')
          .select(['s.theme', 'g.id', `g.name_${LANG_COLUMN_SUFFIX[lang]} as title`])
          .where('s.place_id', '=', placeId)
          .orderBy('g.position')
          .execute(),
        shopItems('signature-feature', placeId, lang),
        shopItems('rental-item', placeId, lang),
        // A shop lists only the coupons a visitor can still use.
        db
          .selectFrom('coupon as c')
          .innerJoin('coupon_text as t', (join) =>
            join.onRef('t.coupon_id', '=', 'c.id').on('t.lang', '=', lang),
          )
          .select(['c.id', 't.name', 'c.images'])
          .where('c.shop_id', '=', placeId)
          .where('c.ends_at', '>=', formatTaipei(Date.now()))
          .orderBy('c.ends_at')
          .execute(),
      ]);
      const themes: ShopThemes = {};
      for (const row of themeRows) {
        (themes[row.theme] ??= []).push({ title: row.title, value: row.id });
      }
      return {
        guides,
        themes,
        signature_features,
        rental_items,
        coupons: couponRows.map((row) => {
          const thumb = firstImageSrc(row.images);
          return { id: row.id, name: row.name, ...(thumb ? { thumb } : {}) };
        }),
      };
    },
  };
}

export type PlaceRelatedRepository = ReturnType<typeof placeRelatedRepository>;
