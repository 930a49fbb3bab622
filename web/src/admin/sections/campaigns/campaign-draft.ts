import type { CampaignDraft, OperatorCampaign } from '@ecg/domain/contracts/admin-campaigns';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';

/** What the campaign form holds while it is filled in: every field as typed. */
type Texts = Record<ContentLang, string>;

const blank = (): Texts => Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, ''])) as Texts;

export const emptyDraft = (): CampaignDraft => ({
  title: blank(),
  description: blank(),
  exchangeInstructions: blank(),
  startsOn: '',
  endsOn: '',
});

/** A campaign's fields as written, to change them. */
export const draftOf = (campaign: OperatorCampaign): CampaignDraft => ({
  title: { ...campaign.title },
  description: { ...campaign.description },
  exchangeInstructions: { ...campaign.exchangeInstructions },
  startsOn: campaign.startsOn,
  endsOn: campaign.endsOn,
});

/** A campaign's title in the console's language (Traditional Chinese or English). */
export const campaignTitleIn = (campaign: OperatorCampaign, lang: string) =>
  lang === 'en' ? campaign.title.en : campaign.title['zh-tw'];
