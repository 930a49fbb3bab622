import type { OperatorRole } from '@ecg/domain/rules/operator-access';
import type { Generated } from 'kysely';

/** Operators' tables (migration 0015): never touched by re-seeding. Instants are epoch ms. */

export interface OperatorsTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  role: OperatorRole;
  /** scrypt$N$r$p$salt$hash (operators/passwords.ts). */
  password_hash: string;
  created_at: number;
  disabled_at: number | null;
}

export interface OperatorSessionsTable {
  /** SHA-256 (hex) of the token the client holds. */
  token_hash: string;
  operator_id: number;
  created_at: number;
  last_seen_at: number;
  /** The absolute end; the idle end is last_seen_at plus the idle timeout. */
  expires_at: number;
}

export interface OperatorActionsTable {
  id: Generated<number>;
  /** Null: the command line, or a sign-in with an email no operator has. */
  operator_id: number | null;
  action: string;
  subject_kind: string | null;
  subject_id: string | null;
  /** JSON object. */
  detail: Generated<string>;
  at: number;
}

/** Per email (lower-cased, known or not) and client key (migration 0023). */
export interface SignInThrottleTable {
  email: string;
  client: string;
  window_start: number;
  attempts: number;
  /** 0 when not locked. */
  locked_until: number;
  /** The operator_actions rows this window's failed and refused tries are counted in. */
  failed_log_id: number | null;
  locked_log_id: number | null;
}

export interface OperatorNoticeTable {
  id: number;
  type: 0 | 1 | 2;
  published_at: number;
  published_by: number;
  withdrawn_at: number | null;
  withdrawn_by: number | null;
}

export interface OperatorNoticeTextTable {
  notice_id: number;
  lang: string;
  title: string;
  /** The content's plain words. */
  description: string;
  /** Sanitized HTML. */
  content: string;
  /** JSON: [{name, url}] in this language. */
  links: string;
}
