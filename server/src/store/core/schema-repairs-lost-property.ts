import type {
  FoundItemState,
  LostItemCategory,
  LostReportState,
} from '@ecg/domain/rules/lost-property';
import type { RepairCategory, RepairStatus } from '@ecg/domain/rules/repair-reports';
import type { Generated } from 'kysely';

/*
 * Visitors' tables of repair reports and lost property (requirements §7): what visitors send and
 * what the staff answer. Re-seeding never touches them. Times are epoch ms; days are Taipei
 * YYYY-MM-DD texts.
 */

/** A fault, as the staff follow it: the first visitor's report, and the status it has reached. */
export interface RepairReportTable {
  id: Generated<number>;
  /** The first visitor's number (R-yymm-nnnn), which a duplicate is told to add to. */
  number: string;
  category: RepairCategory;
  lat: number | null;
  lng: number | null;
  place_name: string | null;
  /** The Taipei day it was reported, on which a report of the same fault is a duplicate. */
  taipei_day: string;
  status: RepairStatus;
  created_at: number;
  updated_at: number;
  /** When it was last closed (its contacts are erased some months later). */
  closed_at: number | null;
}

/** One visitor's report: the first of a fault, or one added to it ("me too"). */
export interface RepairSubmissionTable {
  id: Generated<number>;
  report_id: number;
  number: string;
  /** sha256 of the secret, base64url: the secret itself is given once and never kept. */
  secret_hash: string;
  description: string;
  lat: number | null;
  lng: number | null;
  place_name: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  /** The language the visitor wrote in, so a reply can be in it. */
  lang: string;
  created_at: number;
}

/** A photo of a report, as the server made it: JPEG, at most 1600 px, without any metadata. */
export interface RepairPhotoTable {
  id: Generated<number>;
  submission_id: number;
  position: number;
  data: Buffer;
  width: number;
  height: number;
  created_at: number;
}

/** Every status a report reached, with its time and an optional public note (GeoReport). */
export interface RepairStatusChangeTable {
  id: Generated<number>;
  report_id: number;
  status: RepairStatus;
  note: string | null;
  changed_at: number;
  /** The member of staff who made the change; null for the visitor's report itself. */
  changed_by: string | null;
}

/** An item found in the area, held by a visitor centre until its last day. */
export interface FoundItemTable {
  id: Generated<number>;
  number: string;
  category: LostItemCategory;
  description: string;
  place_found: string;
  found_on: string;
  /** The visitor centre (a place of the content) that holds it. */
  collect_place_id: number;
  keep_until: string;
  state: FoundItemState;
  returned_at: number | null;
  return_note: string | null;
  created_at: number;
  updated_at: number;
}

/** A visitor's report of an item lost, with the contact to tell them when it is found. */
export interface LostReportTable {
  id: Generated<number>;
  number: string;
  category: LostItemCategory;
  description: string;
  place_lost: string;
  lost_on: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  lang: string;
  state: LostReportState;
  matched_item_id: number | null;
  matched_at: number | null;
  created_at: number;
}

/**
 * The last count of one stripe of a prefix (R-2611): a month's numbers are counted over
 * COUNT_STRIPES rows (domain/src/rules/references.ts, stripedSequence).
 */
export interface ReferenceCountTable {
  prefix: string;
  stripe: number;
  last: number;
}

/** The one key that orders the months' public numbers (store/writes/reference-repository.ts). */
export interface ReferenceKeyTable {
  id: number;
  secret: string;
}
