import type { ContentLang } from '@ecg/domain/rules/language';

/** The kinds of CWA warning that concern a visitor to the coast (docs/live-data.md, Upstreams). */
export type WarningKind = 'weather' | 'typhoon' | 'earthquake' | 'abnormal-wave';

/**
 * One CWA warning in force that concerns Hualien or Taitung, as the warnings provider reads it
 * from W-C0033-001/002, W-C0034-001 (the typhoon warning; W-C0034-005 is only the track) and
 * E-A0015/16-001 (F-B0083's abnormal-wave format is not known to us: not read yet): it becomes
 * an important notice, and the crossing outlook weighs the typhoon and sea warnings.
 */
export interface CwaWarning {
  /** Stable while the warning is in force, so a visitor sees its pop-up once. */
  id: string;
  kind: WarningKind;
  /** The warning's own words, in each content language (zh-tw as issued). */
  title: Record<ContentLang, string>;
  description?: Record<ContentLang, string>;
  /** Taipei times, `YYYY-MM-DD HH:mm:ss`. */
  issuedAt: string;
  /** When it ends, if the upstream says; past it the warning is gone. */
  expiresAt?: string;
  /** The counties it concerns, as CWA writes them (花蓮縣, 臺東縣). */
  counties: string[];
  /** It calls for action (a typhoon's sea or land warning, heavy rain, a strong quake). */
  action: boolean;
  /** It concerns the sea (a typhoon's sea warning, strong wind at sea, abnormal waves). */
  atSea: boolean;
}
