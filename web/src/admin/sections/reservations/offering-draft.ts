import type { NarrationLanguage } from '@ecg/domain/contracts';
import { CONTACT_LIMIT_DEFAULT } from '@ecg/domain/rules/booking-limits';
import type { OperatorOffering } from '@ecg/domain/contracts/admin-reservations';

/** What the offering form holds while it is filled in: every field as typed. */
export const OFFERING_LANGS = ['zh-tw', 'en', 'ja'] as const;
export type OfferingLang = (typeof OFFERING_LANGS)[number];
type Texts = Record<OfferingLang, string>;

export interface OfferingFormDraft {
  kind: 'tour' | 'narrator';
  centreId: string;
  title: Texts;
  description: Texts;
  groupMin: string;
  groupMax: string;
  contactLimit: string;
  leadDays: string;
  languages: NarrationLanguage[];
}

const blank = (): Texts => ({ 'zh-tw': '', en: '', ja: '' });

export const emptyOfferingDraft = (): OfferingFormDraft => ({
  kind: 'tour',
  centreId: '',
  title: blank(),
  description: blank(),
  groupMin: '1',
  groupMax: '',
  contactLimit: String(CONTACT_LIMIT_DEFAULT),
  leadDays: '0',
  languages: ['zh'],
});

export const draftOf = (offering: OperatorOffering): OfferingFormDraft => ({
  kind: offering.kind,
  centreId: String(offering.centreId),
  title: { ...offering.title },
  description: { ...offering.description },
  groupMin: String(offering.groupMin),
  groupMax: String(offering.groupMax),
  contactLimit: String(offering.contactLimit),
  leadDays: String(offering.leadDays),
  languages: [...offering.languages],
});

/** A number as typed; left empty it is missing, not 0. */
export const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/** What the contract checks: the fields as the request carries them. */
export const offeringRequestOf = (draft: OfferingFormDraft) => ({
  kind: draft.kind,
  centreId: numberOf(draft.centreId),
  title: draft.title,
  description: draft.description,
  groupMin: numberOf(draft.groupMin),
  groupMax: numberOf(draft.groupMax),
  contactLimit: numberOf(draft.contactLimit),
  leadDays: numberOf(draft.leadDays),
  languages: draft.languages,
});
