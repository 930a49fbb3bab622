import { queryOptions, useQuery } from '../query';
import { staticApiPagePath } from '@ecg/domain/api-paths';
import type { Campaign, StaticPage } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { collectionPageShows, type StaticPageType } from '@ecg/domain/routes';
import { askStaticPageFile, postContent, UnsuccessfulAnswerError } from './content';
import { HttpError } from './http';
import { callKey, type QueryCall } from './query-keys';

export interface StaticPageRef {
  name: string;
  type: StaticPageType;
}

/** The collection campaign the app shows (requirements §7: campaign status with id 1, the running one). */
export const CAMPAIGN_ID = 1;

/** Which call serves a page of each type (requirements §2, §7); static pages are files a CDN serves. */
const STATIC_PAGE_CALLS: Record<StaticPageType, QueryCall> = {
  region: 'regionPage',
  static: 'staticApiPage',
  travel: 'staticPage',
  greenisland: 'greenIslandPage',
  collection: 'campaignStatus',
};

function regionId(name: string): number {
  const id = Number(name);
  if (!/^\d+$/.test(name) || !Number.isSafeInteger(id) || id <= 0) {
    throw new UnsuccessfulAnswerError(`not a region id: ${name}`);
  }
  return id;
}

/** The collection page: `description` shows the campaign text, any other name how to exchange. */
export function campaignPage(campaign: Campaign, name: string): StaticPage {
  const shows = collectionPageShows(name);
  return {
    title: campaign.title,
    content: shows === 'description' ? campaign.content : campaign.exchange_instructions,
    ...(campaign.translation ? { translation: campaign.translation } : {}),
  };
}

/**
 * What the call of a page answers: the page, or for a collection page every running campaign
 * (both collection pages show a part of the same answer).
 */
export type StaticPageAnswer = StaticPage | Campaign[];

/** Asks a page's call by its type. */
export async function getStaticPageAnswer(
  { name, type }: StaticPageRef,
  lang: ContentLang,
  signal?: AbortSignal,
): Promise<StaticPageAnswer> {
  const options = signal ? { signal } : {};
  switch (type) {
    case 'region':
      return postContent('regionPage', lang, { id: regionId(name) }, signal);
    case 'static':
      return askStaticPageFile(staticApiPagePath(encodeURIComponent(name), lang), options);
    case 'travel':
      return postContent('staticPage', lang, { name }, signal);
    case 'greenisland':
      return postContent('greenIslandPage', lang, { name }, signal);
    case 'collection':
      return postContent('campaignStatus', lang, { id: CAMPAIGN_ID }, signal);
  }
}

/**
 * The page an answer shows. `null` when there is no running campaign: the collection page
 * then says there is no data, which is the truth, rather than that the page is missing.
 */
export function pageOfAnswer({ name }: StaticPageRef, answer: StaticPageAnswer): StaticPage | null {
  if (!Array.isArray(answer)) return answer;
  const campaign = answer[0];
  return campaign ? campaignPage(campaign, name) : null;
}

/** The key of a page's call: what it asks (the campaign, a region's id, a page's name). */
function staticPageKey({ name, type }: StaticPageRef, lang: ContentLang) {
  const call = STATIC_PAGE_CALLS[type];
  if (type === 'collection') return callKey(call, lang, { id: CAMPAIGN_ID });
  return callKey(call, lang, type === 'region' ? { id: name } : { name });
}

/**
 * Operators start, change and end the campaign from the console at any moment
 * (docs/campaigns.md): its pages are asked again after a minute, as shared caches keep them.
 */
export const CAMPAIGN_FRESH_MS = 60_000;

export const staticPageQuery = (page: StaticPageRef, lang: ContentLang) =>
  queryOptions({
    queryKey: staticPageKey(page, lang),
    ...(page.type === 'collection' ? { staleTime: CAMPAIGN_FRESH_MS } : {}),
    queryFn: ({ signal }) => getStaticPageAnswer(page, lang, signal),
    select: (answer) => pageOfAnswer(page, answer),
  });

export const useStaticPage = (page: StaticPageRef, lang: ContentLang) =>
  useQuery(staticPageQuery(page, lang));

/**
 * The opening paragraph of a page's (sanitized) text, to say what a link to it leads to;
 * '' when it opens with none.
 */
export function pageTeaser(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return document.querySelector('p')?.textContent?.trim() ?? '';
}

/** The page is not there (a 404, or an answer with success false): none to show, no retry. */
export function isMissingPage(error: unknown): boolean {
  return (
    (error instanceof HttpError && error.status === 404) || error instanceof UnsuccessfulAnswerError
  );
}
