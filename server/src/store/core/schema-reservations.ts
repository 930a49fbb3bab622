import type { Generated } from 'kysely';

/*
 * The visitors' tables of bookings and publication requests (requirements §7; migration 0018), with
 * what the operators set up for them: tours and narrators on offer, their batches, and which
 * publications may be asked for. None of it comes from open data; re-seeding never touches it.
 */

/** A visitor centre's guided tour or narrator service, written by the centre's staff. */
export interface ReservationOfferingTable {
  id: Generated<number>;
  kind: 'tour' | 'narrator';
  /**
   * The visitor centre (a place of the 'visitor-center' collection); no foreign key, since
   * re-seeding replaces places.
   */
  centre_id: number;
  title_zh: string;
  title_en: string | null;
  title_ja: string | null;
  description_zh: string;
  description_en: string | null;
  description_ja: string | null;
  group_min: number;
  group_max: number;
  /**
   * The places a party, or one contact's bookings of a batch, take unconfirmed (migration 0024).
   */
  contact_limit: Generated<number>;
  /** JSON: the NARRATION_LANGUAGES it is given in. */
  languages: string;
  lead_days: number;
  /** 0 once withdrawn: no longer listed, its bookings kept. */
  active: number;
  created_at: number;
  updated_at: number;
}

/** One batch (echelon) of an offering: a date and time with its places. */
export interface ReservationBatchTable {
  id: Generated<number>;
  offering_id: number;
  /** Taipei date, YYYY-MM-DD, and start time, HH:mm. */
  date: string;
  time: string;
  /** The same instant as epoch ms, for comparing with now. */
  starts_at: number;
  duration_minutes: number;
  capacity: number;
  /** Places taken; the database itself refuses more than the capacity. */
  booked: number;
  open: number;
  created_at: number;
}

export interface ReservationBookingTable {
  id: Generated<number>;
  /** B-yymm-nnnn. */
  number: string;
  month: string;
  sequence: number;
  /** sha256 of the secret given to the visitor, base64url. */
  secret_hash: string;
  batch_id: number;
  party: number;
  language: string;
  /** Blanked (with email, phone and notes) BOOKING_CONTACT_KEPT_DAYS after the visit. */
  contact_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  notes: string | null;
  status: 'requested' | 'confirmed' | 'cancelled';
  /** What the centre wrote when it confirmed or cancelled. */
  status_note: string | null;
  cancelled_by: 'visitor' | 'operator' | null;
  /** The language the visitor booked in, to answer them in it. */
  lang: string;
  created_at: number;
  updated_at: number;
}

/**
 * A publication the operators added in the console; seeded into the article table (kind
 * 'publication') as article OPERATOR_PUBLICATION_ID_BASE + id.
 */
export interface OperatorPublicationTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  title_ja: string;
  summary_zh: string;
  summary_en: string;
  summary_ja: string;
  created_at: number;
}

/** A publication (an article of kind 'publication') the operators let visitors ask for. */
export interface PublicationOfferTable {
  article_id: number;
  copy_limit: number;
  updated_at: number;
}

export interface PublicationRequestTable {
  id: Generated<number>;
  /** P-yymm-nnnn. */
  number: string;
  month: string;
  sequence: number;
  article_id: number;
  /** The publication's Chinese title when asked, should it leave the content later. */
  title: string;
  copies: number;
  destination: 'taiwan' | 'abroad';
  /** The address and contact are blanked PUBLICATION_ADDRESS_KEPT_DAYS after posting. */
  recipient: string;
  line1: string;
  line2: string | null;
  postcode: string;
  country: string | null;
  contact_name: string;
  contact_email: string | null;
  contact_phone: string | null;
  status: 'requested' | 'posted';
  status_note: string | null;
  lang: string;
  created_at: number;
  posted_at: number | null;
}
