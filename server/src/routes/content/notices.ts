import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import { noticesRequestSchema, type Notice } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveUntil } from '../../plugins/cache-policy';
import { newestFirst, warningNotice } from '../../providers/warnings/warning-notice';
import { ALL_NORMAL, busNotice } from '../../providers/buses/bus-notice';
import type { BusAlertsProvider } from '../../providers/buses/bus-alerts-provider';
import { ferryNotice } from '../../providers/ferries/ferry-notice';
import type { FerriesProvider } from '../../providers/ferries/ferries-provider';
import { trafficNotice } from '../../providers/traffic/traffic-notice';
import type { TrafficProvider } from '../../providers/traffic/traffic-provider';
import { trainNotice } from '../../providers/trains/train-notice';
import type { TrainsProvider } from '../../providers/trains/trains-provider';
import type { WarningsProvider } from '../../providers/warnings/warnings-provider';
import type { NoticeRepository } from '../../store/content/notice-repository';
import { langParams, requireContentLang } from '../core/lang';

/**
 * One live upstream's notices in a language (docs/live-data.md): never waited for — what it
 * last answered, none while its first answer is on its way (they join at the app's next poll,
 * requirements §4). A failing upstream leaves the other notices standing and is logged by its
 * feeds once per back-off (live-feeds.ts), not once per request.
 */
export type LiveNotices = (lang: ContentLang) => Promise<Notice[]>;

/** The CWA warnings in force. */
export const warningNotices =
  (warnings: WarningsProvider): LiveNotices =>
  async (lang) => {
    const { warnings: inForce, sample } = await warnings.inForce({ wait: false });
    return inForce.map((warning) => warningNotice(warning, lang, sample));
  };

/** The region's traffic control (docs/live-data.md, Traffic control). */
export const trafficNotices =
  (traffic: TrafficProvider): LiveNotices =>
  async (lang) => {
    const { controls, sample } = await traffic.inForce({ wait: false });
    return controls.map((control) => trafficNotice(control, lang, sample));
  };

/** TRA's alerts on the region (docs/live-data.md, Trains). */
export const railNotices =
  (trains: TrainsProvider): LiveNotices =>
  async (lang) =>
    (await trains.alertsInForce({ wait: false })).map((alert) => trainNotice(alert, lang));

/**
 * The island ferries' sailing news of the day (docs/live-data.md, Ferries); none without a TDX
 * key, as no recorded answer exists.
 */
export const ferryNotices =
  (ferries: FerriesProvider): LiveNotices =>
  async (lang) =>
    (await ferries.newsOfToday({ wait: false })).map((news) => ferryNotice(news, lang));

/** The region's bus service alerts in force (docs/live-data.md, Buses), all-normal ones left out. */
export const busNotices =
  (buses: BusAlertsProvider): LiveNotices =>
  async (lang) => {
    const { data, meta } = await buses.inForce({ wait: false });
    return data.alerts
      .filter((alert) => alert.status !== ALL_NORMAL)
      .map((alert) => busNotice(alert, lang, meta.fetchedAt));
  };

const settled = (source: LiveNotices, lang: ContentLang): Promise<Notice[]> =>
  source(lang).catch(() => []);

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
 * when the panel opens: the editorial ones and those of the live upstreams (`live`: the CWA
 * warnings, traffic control, TRA's alerts, the ferries' news, the buses' alerts). Warnings change by the minute, so the answer is live (a minute at most, never past the first warning's end),
 * not kept as content is.
 */
export const noticeRoutes =
  (
    notices: NoticeRepository,
    now: () => number,
    live: readonly LiveNotices[],
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
          response: { 200: API_ANSWERS.notices.GET },
        },
      },
      async (request, reply) => {
        const lang = request.params.lang as ContentLang;
        const [editorial, ...answers] = await Promise.all([
          notices.list(lang),
          ...live.map((source) => settled(source, lang)),
        ]);
        const inForce = answers.flat();
        reply.header('cache-control', liveUntil(now(), earliestEnd(inForce)));
        return { success: true, data: newestFirst(inForce, editorial) };
      },
    );
  };
