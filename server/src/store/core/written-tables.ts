import type { Kysely, Transaction } from 'kysely';
import type { VisitorTables } from './schema-visitors';

/**
 * What visitors, members and operators write, as opposed to the seeded content: the tables that
 * live in PostgreSQL when DATABASE_URL is set, and beside the content in the SQLite file when not
 * (docs/operations.md, Written data in PostgreSQL).
 */
export type WrittenTables = VisitorTables;

/** What a repository of written data reads and writes through, on either engine. */
export type WrittenDb = Kysely<WrittenTables> | Transaction<WrittenTables>;

/** Every written table by name, in the order they can be created (a table after those it names). */
export const WRITTEN_TABLES = [
  'write_request',
  'operators',
  'operator_sessions',
  'operator_actions',
  'operator_notice',
  'operator_notice_text',
  'survey',
  'survey_question',
  'survey_choice',
  'survey_token',
  'survey_response',
  'survey_answer',
  'suggestion',
  'reference_count',
  'repair_report',
  'repair_submission',
  'repair_photo',
  'repair_status_change',
  'found_item',
  'lost_report',
  'reservation_offering',
  'reservation_batch',
  'reservation_booking',
  'publication_offer',
  'publication_request',
  'operator_publication',
  'sign_in_throttle',
  'reference_key',
  'members',
  'member_passkeys',
  'member_tokens',
  'member_recovery_codes',
  'member_challenges',
  'member_favourites',
  'member_trips',
  'reviews',
  'review_reports',
  'collection_campaigns',
  'collection_campaign_texts',
  'collection_campaign_places',
  'member_check_ins',
  'member_campaign_coins',
  'rate_limit_hit',
] as const satisfies readonly (keyof WrittenTables)[];

/** A table of WrittenTables left out of WRITTEN_TABLES fails the type check here. */
export type UnlistedWrittenTable = Exclude<keyof WrittenTables, (typeof WRITTEN_TABLES)[number]>;
export const EVERY_WRITTEN_TABLE_LISTED: UnlistedWrittenTable extends never ? true : never = true;
