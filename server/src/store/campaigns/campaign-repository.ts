import type { Campaign } from '@ecg/domain/contracts';
import type { OperatorCampaign } from '@ecg/domain/contracts/admin-campaigns';
import type { CampaignPlaceRef } from '@ecg/domain/rules/campaign';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import type { WrittenDb } from '../core/written-tables';
import { findCampaignPlaces, placeKey, type CampaignPlaceFound } from './campaign-places';

type PerLang<T> = Record<ContentLang, T>;

/** A campaign to keep: texts as written and cleaned (the route cleans them), and its days. */
export interface CampaignWriting {
  title: PerLang<string>;
  description: PerLang<{ written: string; html: string }>;
  exchangeInstructions: PerLang<{ written: string; html: string }>;
  startsOn: string;
  endsOn: string;
}

/** A campaign running on a day, as the member area and the status call read it. */
export interface RunningCampaign {
  id: number;
  startsOn: string;
  endsOn: string;
}

const perLang = <T>(value: (lang: ContentLang) => T) =>
  Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, value(lang)])) as PerLang<T>;

/**
 * Collection campaigns (migration 0029, docs/campaigns.md): written by operators, read on every
 * request by the campaign status and the member area (neither keeps an answer), so a change
 * shows at once. Their places are named from the content store `content`, read outside every
 * write's transaction (docs/operations.md, Written data in PostgreSQL).
 */
export function campaignRepository(db: WrittenDb, content: Db) {
  const textRows = (campaign: number, writing: CampaignWriting) =>
    CONTENT_LANGS.map((lang) => ({
      campaign_id: campaign,
      lang,
      title: writing.title[lang],
      description: writing.description[lang].written,
      description_html: writing.description[lang].html,
      exchange_instructions: writing.exchangeInstructions[lang].written,
      exchange_instructions_html: writing.exchangeInstructions[lang].html,
    }));

  return {
    /**
     * The campaign running on a Taipei date (YYYY-MM-DD). The console lets no two campaigns'
     * days overlap; were they to, the one begun last is the one running.
     */
    async runningOn(date: string): Promise<RunningCampaign | undefined> {
      const row = await db
        .selectFrom('collection_campaigns')
        .select(['id', 'starts_on', 'ends_on'])
        .where('starts_on', '<=', date)
        .where('ends_on', '>=', date)
        .orderBy('starts_on', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row && { id: row.id, startsOn: row.starts_on, endsOn: row.ends_on };
    },

    /** The campaign's title in a language. */
    async title(id: number, lang: ContentLang): Promise<string> {
      const row = await db
        .selectFrom('collection_campaign_texts')
        .select('title')
        .where('campaign_id', '=', id)
        .where('lang', '=', lang)
        .executeTakeFirst();
      return row?.title ?? '';
    },

    /** The campaign status's page texts (requirements §7) of a campaign, in a language. */
    async statusPage(id: number, lang: ContentLang): Promise<Campaign | undefined> {
      const row = await db
        .selectFrom('collection_campaign_texts')
        .select(['title', 'description_html', 'exchange_instructions_html'])
        .where('campaign_id', '=', id)
        .where('lang', '=', lang)
        .executeTakeFirst();
      return (
        row && {
          title: row.title,
          content: row.description_html,
          exchange_instructions: row.exchange_instructions_html,
        }
      );
    },

    /**
     * The places that count and are still among the content (one re-seeded away is left out), in
     * their order, named in `lang`.
     */
    async placesFound(id: number, lang: ContentLang): Promise<CampaignPlaceFound[]> {
      const rows = await db
        .selectFrom('collection_campaign_places')
        .select(['kind', 'place_id'])
        .where('campaign_id', '=', id)
        .orderBy('position')
        .execute();
      const refs = rows.map((row) => ({ kind: row.kind, id: row.place_id }));
      const found = await findCampaignPlaces(content, refs, lang);
      return refs.flatMap((ref) => found.get(placeKey(ref)) ?? []);
    },

    /** The index of the first of `places` the content does not hold; undefined if it holds all. */
    async firstUnknownPlace(places: readonly CampaignPlaceRef[]): Promise<number | undefined> {
      const found = await findCampaignPlaces(content, places, 'zh-tw');
      const missing = places.findIndex((place) => !found.has(placeKey(place)));
      return missing < 0 ? undefined : missing;
    },

    /** Another campaign whose days meet these (its id), if one does. */
    async overlapping(
      startsOn: string,
      endsOn: string,
      exceptId?: number,
    ): Promise<number | undefined> {
      let query = db
        .selectFrom('collection_campaigns')
        .select('id')
        .where('starts_on', '<=', endsOn)
        .where('ends_on', '>=', startsOn);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst())?.id;
    },

    async create(writing: CampaignWriting, operatorId: number, at: number): Promise<number> {
      const { id } = await db
        .insertInto('collection_campaigns')
        .values({
          starts_on: writing.startsOn,
          ends_on: writing.endsOn,
          created_at: at,
          updated_at: at,
          updated_by: operatorId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('collection_campaign_texts').values(textRows(id, writing)).execute();
      return id;
    },

    /** False when there is no such campaign. */
    async edit(
      id: number,
      writing: CampaignWriting,
      operatorId: number,
      at: number,
    ): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('collection_campaigns')
        .set({
          starts_on: writing.startsOn,
          ends_on: writing.endsOn,
          updated_at: at,
          updated_by: operatorId,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) return false;
      await db.deleteFrom('collection_campaign_texts').where('campaign_id', '=', id).execute();
      await db.insertInto('collection_campaign_texts').values(textRows(id, writing)).execute();
      return true;
    },

    /** The places that count, replaced whole; false when there is no such campaign. */
    async setPlaces(
      id: number,
      places: readonly CampaignPlaceRef[],
      operatorId: number,
      at: number,
    ): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('collection_campaigns')
        .set({ updated_at: at, updated_by: operatorId })
        .where('id', '=', id)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) return false;
      await db.deleteFrom('collection_campaign_places').where('campaign_id', '=', id).execute();
      if (places.length > 0) {
        await db
          .insertInto('collection_campaign_places')
          .values(
            places.map((place, position) => ({
              campaign_id: id,
              kind: place.kind,
              place_id: place.id,
              position,
            })),
          )
          .execute();
      }
      return true;
    },

    /** What the console lists: every campaign, the latest first, its places named in Chinese. */
    async listForOperators(): Promise<OperatorCampaign[]> {
      const campaigns = await db
        .selectFrom('collection_campaigns as c')
        .innerJoin('operators as o', 'o.id', 'c.updated_by')
        .select(['c.id', 'c.starts_on', 'c.ends_on', 'c.updated_at', 'o.name as updated_by'])
        .select((eb) =>
          eb
            .selectFrom('member_check_ins as m')
            .select((count) => count.fn.countAll<number>().as('n'))
            .whereRef('m.campaign_id', '=', 'c.id')
            .as('check_ins'),
        )
        .orderBy('c.starts_on', 'desc')
        .orderBy('c.id', 'desc')
        .execute();
      const texts = await db.selectFrom('collection_campaign_texts').selectAll().execute();
      const placeRows = await db
        .selectFrom('collection_campaign_places')
        .selectAll()
        .orderBy('position')
        .execute();
      const refs = placeRows.map((row) => ({ kind: row.kind, id: row.place_id }));
      const named = await findCampaignPlaces(content, refs, 'zh-tw');
      return campaigns.map((campaign) => {
        const of = (lang: ContentLang) =>
          texts.find((text) => text.campaign_id === campaign.id && text.lang === lang);
        return {
          id: campaign.id,
          title: perLang((lang) => of(lang)?.title ?? ''),
          description: perLang((lang) => of(lang)?.description ?? ''),
          exchangeInstructions: perLang((lang) => of(lang)?.exchange_instructions ?? ''),
          startsOn: campaign.starts_on,
          endsOn: campaign.ends_on,
          places: placeRows
            .filter((row) => row.campaign_id === campaign.id)
            .map((row) => {
              const ref = { kind: row.kind, id: row.place_id };
              return { ...ref, name: named.get(placeKey(ref))?.name ?? null };
            }),
          checkIns: Number(campaign.check_ins ?? 0),
          updatedAt: formatTaipei(campaign.updated_at),
          updatedBy: campaign.updated_by,
        };
      });
    },
  };
}

export type CampaignRepository = ReturnType<typeof campaignRepository>;
