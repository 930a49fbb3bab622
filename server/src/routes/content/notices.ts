import { apiRoute } from '@ecg/domain/api-paths';
import { envelope, noticeSchema, noticesRequestSchema, type Notice } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveUntil } from '../../plugins/cache-policy';
import { newestFirst, warningNotice } from '../../providers/warnings/warning-notice';
import { ferryNotice } from '../../providers/ferries/ferry-notice';
import type { FerriesProvider } from '../../providers/ferries/ferries-provider';
import { trafficNotice } from '../../providers/traffic/traffic-notice';
import type { TrafficProvider } from '../../providers/traffic/traffic-provider';
import type { WarningsProvider } from '../../providers/warnings/warnings-provider';
import type { NoticeRepository } from '../../store/content/notice-repository';
import { langParams, requireContentLang } from '../core/lang';

/**
 * The warnings in force as notices, never waited for: what CWA last answered, and none while
 * its first answer is on its way (they join at the app's next poll, requirements §4). A
 * failing CWA is logged by its feeds once per back-off (live-feeds.ts), not once per request.
 */
async function warningNotices(warnings: WarningsProvider, lang: ContentLang): Promise<Notice[]> {
  try {
    const { warnings: inForce, sample } = await warnings.inForce({ wait: false });
    return inForce.map((warning) => warningNotice(warning, lang, sample));
  } catch {
    return [];
  }
}

/**
 * The region's traffic control as notices (docs/live-data.md, Traffic control), never waited
 * for, as the warnings; a failing TDX leaves the other notices standing.
 */
async function trafficNotices(
  traffic: TrafficProvider | undefined,
  lang: ContentLang,
): Promise<Notice[]> {
  if (!traffic) return [];
  try {
    const { controls, sample } = await traffic.inForce({ wait: false });
    return controls.map((control) => trafficNotice(control, lang, sample));
  } catch {
    return [];
  }
}

/**
 * The island ferries' sailing news of the day as notices (docs/live-data.md, Ferries), never
 * waited for; none without a TDX key, as no recorded answer exists.
 */
async function ferryNotices(
  ferries: FerriesProvider | undefined,
  lang: ContentLang,
): Promise<Notice[]> {
  if (!ferries) return [];
  try {
    return (await ferries.newsOfToday({ wait: false })).map((news) => ferryNotice(news, lang));
  } catch {
    return [];
  }
}

/**
 * When the first of the notices ends (epoch ms), if one does. A sample's warning keeps its
 * recorded day, so its end says nothing of how long the answer holds.
 */
const earliestEnd = (notices: Notice[]): number | undefined => {
  const ends = notices.flatMap((notice) =>
    notice.expires && !notice.source?.sample ? [parseTaipei(notice.expires)] : [],
  );
  return ends.length > 0 ? Math.min(...ends) : undefined;
};

/**
 * The important notices (requirements §7: type=messages), fetched by the app after start and
 * when the panel opens: the editorial ones and the CWA warnings in force. Warnings change by
 * the minute, so the answer is live (a minute at most, never past the first warning's end),
 * not kept as content is.
 */
export const noticeRoutes =
  (
    notices: NoticeRepository,
    warnings: WarningsProvider,
    now: () => number,
    traffic?: TrafficProvider,
    ferries?: FerriesProvider,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    app.get(
      apiRoute('notices'),
      {
        config: { cachePolicy: 'live' },
        schema: {
          params: langParams,
          querystring: noticesRequestSchema,
          response: { 200: envelope(z.array(noticeSchema)) },
        },
      },
      async (request, reply) => {
        const lang = request.params.lang as ContentLang;
        const [editorial, warned, roads, sailings] = await Promise.all([
          notices.list(lang),
          warningNotices(warnings, lang),
          trafficNotices(traffic, lang),
          ferryNotices(ferries, lang),
        ]);
        const live = [...warned, ...roads, ...sailings];
        reply.header('cache-control', liveUntil(now(), earliestEnd(live)));
        return { success: true, data: newestFirst(live, editorial) };
      },
    );
  };
