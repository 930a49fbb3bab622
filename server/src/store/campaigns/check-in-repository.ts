import type { CampaignCheckInRecord } from '@ecg/domain/contracts/campaign';
import type { CampaignPlaceRef, CheckInRecord } from '@ecg/domain/rules/campaign';
import { taipeiDayNumber } from '@ecg/domain/rules/taipei-offset';
import type { WrittenDb } from '../core/written-tables';

/**
 * Members' check-ins at campaign places and the coins campaigns gave them (migration 0029,
 * docs/campaigns.md). Every read names the member, so no member sees another's.
 */
export function checkInRepository(db: WrittenDb) {
  return {
    /** The member's check-ins in a campaign. */
    async records(memberId: number, campaignId: number): Promise<CheckInRecord[]> {
      const rows = await db
        .selectFrom('member_check_ins')
        .select(['kind', 'place_id', 'checked_in_at'])
        .where('member_id', '=', memberId)
        .where('campaign_id', '=', campaignId)
        .execute();
      return rows.map((row) => ({ kind: row.kind, id: row.place_id, at: row.checked_in_at }));
    },

    async add(
      memberId: number,
      campaignId: number,
      place: CampaignPlaceRef,
      at: number,
    ): Promise<void> {
      await db
        .insertInto('member_check_ins')
        .values({
          member_id: memberId,
          campaign_id: campaignId,
          kind: place.kind,
          place_id: place.id,
          taipei_day: taipeiDayNumber(at),
          checked_in_at: at,
        })
        .execute();
    },

    async hasCoin(memberId: number, campaignId: number): Promise<boolean> {
      const row = await db
        .selectFrom('member_campaign_coins')
        .select('earned_at')
        .where('member_id', '=', memberId)
        .where('campaign_id', '=', campaignId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async giveCoin(memberId: number, campaignId: number, at: number): Promise<void> {
      await db
        .insertInto('member_campaign_coins')
        .values({ member_id: memberId, campaign_id: campaignId, earned_at: at })
        .execute();
    },

    /** Adds to the member's points (requirements §3 key and coin) and answers them. */
    async addPoints(
      memberId: number,
      added: { key: number; coin: number },
    ): Promise<{ key: number; coin: number }> {
      const row = await db
        .updateTable('members')
        .set((eb) => ({
          points_key: eb('points_key', '+', added.key),
          points_coin: eb('points_coin', '+', added.coin),
        }))
        .where('id', '=', memberId)
        .returning(['points_key', 'points_coin'])
        .executeTakeFirstOrThrow();
      return { key: row.points_key, coin: row.points_coin };
    },

    /** Every check-in of the member, oldest first (the export). */
    async all(memberId: number): Promise<CampaignCheckInRecord[]> {
      const rows = await db
        .selectFrom('member_check_ins')
        .select(['campaign_id', 'kind', 'place_id', 'checked_in_at'])
        .where('member_id', '=', memberId)
        .orderBy('checked_in_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        campaignId: row.campaign_id,
        kind: row.kind,
        placeId: row.place_id,
        at: row.checked_in_at,
      }));
    },
  };
}

export type CheckInRepository = ReturnType<typeof checkInRepository>;
