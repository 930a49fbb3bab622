import type { Generated } from 'kysely';

/** A topic a suggestion may be about: content, from data/editorial/suggestion-topics.json. */
export interface SuggestionTopicTable {
  id: string;
  position: number;
  name_zh: string;
  name_en: string;
  name_ja: string;
}

/**
 * A visitor's suggestion and its reply (requirements §7). The contact details are erased when their
 * time is up (SUGGESTION_CONTACT_KEPT_DAYS); the suggestion stays without them.
 */
export interface SuggestionTable {
  id: Generated<number>;
  /** S-2611-0042: the Taipei month (yymm) and the place in it. */
  number: string;
  month: string;
  sequence: number;
  topic: string;
  place: string | null;
  message: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  /** Epoch ms when the contact details were erased. */
  contact_erased_at: number | null;
  /** sha256 (base64url) of the verification code, which is shown once and never kept. */
  code_hash: string;
  lang: string;
  status: 'received' | 'replied';
  /** Epoch ms. */
  created_at: number;
  reply_text: string | null;
  replied_at: number | null;
  /** The operator who replied (the console's account id). */
  replied_by: string | null;
}
