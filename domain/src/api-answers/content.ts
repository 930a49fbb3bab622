import { z } from 'zod';
import type { ApiPathName } from '../api-paths';
import type { AnswerTable } from '../call-answers';
import { articleSchema } from '../contracts/article';
import { attractionSchema, shopSchema } from '../contracts/attraction';
import { categoryTagSchema } from '../contracts/category';
import { couponSchema } from '../contracts/coupon';
import { envelope, listPageSchema } from '../contracts/envelope';
import { eventSchema } from '../contracts/event';
import { eventListItemSchema } from '../contracts/event-list';
import { guideSchema } from '../contracts/guide';
import {
  collectionPlaceSchema,
  couponSummarySchema,
  guideSummarySchema,
  placeSummarySchema,
  tourSummarySchema,
} from '../contracts/lists';
import { regionDetailRecordSchema, regionSchema, townshipSchema } from '../contracts/region';
import { campaignSchema, staticPageSchema } from '../contracts/static-page';
import { tourSchema } from '../contracts/tour';
import { unsourcedListPageSchema } from '../contracts/unsourced-lists';

/*
 * The content's answers (api-answers.ts): places, events, tours, coupons, guides, editorial
 * lists, regions and static pages, and today's campaign. Answers that several calls share (an
 * editorial list, a page of places) are one schema, named here once.
 */

const placePage = envelope(listPageSchema(placeSummarySchema));
const collectionPage = envelope(listPageSchema(collectionPlaceSchema));
const articlePage = envelope(listPageSchema(articleSchema));
const guidePage = envelope(listPageSchema(guideSummarySchema));
const shopDetail = envelope(shopSchema);
const categoryTags = envelope(z.array(categoryTagSchema));
const staticPage = envelope(staticPageSchema);
/** Requirements §7's lists no source publishes: an empty page that says why. */
const unsourcedPage = envelope(unsourcedListPageSchema);

export const ANSWERS = {
  attractions: { GET: placePage },
  attractionDetail: { POST: envelope(attractionSchema) },
  shops: { GET: placePage },
  shopDetail: { POST: shopDetail },
  accommodations: { GET: placePage },
  accommodationDetail: { POST: shopDetail },
  activities: { GET: envelope(listPageSchema(eventListItemSchema)) },
  recentEvents: { POST: envelope(eventSchema) },
  tours: { GET: envelope(listPageSchema(tourSummarySchema)) },
  /** The detail is answered as data[0] (requirements §7). */
  tourDetail: { POST: envelope(z.array(tourSchema)) },
  regions: { GET: envelope(z.array(regionSchema)) },
  townships: { GET: envelope(z.array(townshipSchema)) },
  categories: { GET: categoryTags },
  tags: { GET: categoryTags },
  coupons: { GET: envelope(listPageSchema(couponSummarySchema)) },
  /** requirements §7: the recent coupon is data[0]. */
  recentCoupon: { POST: envelope(z.array(couponSchema)) },
  tourGuides: { GET: guidePage },
  tourGuideDetail: { POST: envelope(guideSchema) },
  galleries: { GET: guidePage },
  videos: { GET: guidePage },
  news: { GET: articlePage },
  banner: { GET: articlePage },
  marquee: { GET: articlePage },
  publications: { GET: articlePage },
  faqs: { GET: articlePage },
  links: { GET: articlePage },
  glossaries: { GET: articlePage },
  visitorCenter: { GET: collectionPage },
  tribalTourism: { GET: collectionPage },
  waterRecreation: { GET: collectionPage },
  /** {type}: the areas of a region (a list); {id}: one area. */
  regionDetail: {
    POST: envelope(z.union([z.array(regionDetailRecordSchema), regionDetailRecordSchema])),
  },
  regionPage: { POST: staticPage },
  staticPage: { POST: staticPage },
  greenIslandPage: { POST: staticPage },
  /** The campaign running today, or none (docs/campaigns.md). */
  campaignStatus: { POST: envelope(z.array(campaignSchema)) },
  reports: { GET: unsourcedPage },
  diary: { GET: unsourcedPage },
  apply: { GET: unsourcedPage },
  instagram: { GET: unsourcedPage },
} as const satisfies Partial<AnswerTable<ApiPathName>>;

/** A static page's file (api-paths.ts, staticApiPagePath): the page itself, as a CDN serves it. */
export const STATIC_PAGE_FILE_ANSWER = staticPageSchema;
