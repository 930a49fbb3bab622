import type { Generated } from 'kysely';
import type { CampaignPlaceKind } from '@ecg/domain/rules/campaign';

/**
 * Collection campaigns and members' check-ins (migration 0029, docs/campaigns.md): never
 * touched by re-seeding. Days are Taipei dates (YYYY-MM-DD); instants epoch milliseconds.
 */

export interface CollectionCampaignsTable {
  id: Generated<number>;
  starts_on: string;
  ends_on: string;
  created_at: number;
  updated_at: number;
  /** The operator of the last change. */
  updated_by: number;
}

export interface CollectionCampaignTextsTable {
  campaign_id: number;
  lang: string;
  title: string;
  /** As the operator wrote it (plain text or simple HTML), for the console to edit. */
  description: string;
  /** Cleaned for visitors (content/sanitize.ts authoredHtml). */
  description_html: string;
  exchange_instructions: string;
  exchange_instructions_html: string;
}

export interface CollectionCampaignPlacesTable {
  campaign_id: number;
  kind: CampaignPlaceKind;
  /** A content place's id: not a reference, places are re-seeded. */
  place_id: number;
  /** The order the member sees the places in, from 0. */
  position: number;
}

export interface MemberCheckInsTable {
  id: Generated<number>;
  member_id: number;
  campaign_id: number;
  kind: CampaignPlaceKind;
  place_id: number;
  /** rules/taipei-offset.ts taipeiDayNumber of checked_in_at: one check-in a place a day. */
  taipei_day: number;
  checked_in_at: number;
}

export interface MemberCampaignCoinsTable {
  member_id: number;
  campaign_id: number;
  earned_at: number;
}
