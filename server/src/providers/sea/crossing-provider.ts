import { CROSSING_ROUTES, type CrossingOutlookAnswer } from '@ecg/domain/contracts';
import { crossingDates, crossingDay } from '@ecg/domain/rules/crossing-outlook';
import type { ContentLang } from '@ecg/domain/rules/language';
import { SEA_FORECAST_DATASET, type CwaSeaForecastFeeds } from '../cwa/sea-feeds';
import type { LiveResultOf } from '../live-feeds';
import { warningTitle } from '../warnings/warning-words';
import type { WarningsInForce as Warnings } from '../warnings/warnings-provider';

/** The CWA warnings in force that concern Hualien or Taitung (the warnings provider's). */
export type WarningsInForce = () => Promise<Warnings>;

/** The sea the two routes cross, named in the answer. */
const CROSSING_SEA = '綠島蘭嶼海面';

/**
 * The Green Island and Orchid Island crossing outlook (requirements §1): for each route, today and
 * tomorrow, the estimate of rules/crossing-outlook.ts from the sea-area forecast and the warnings in
 * force. A failure of the warnings is the call's failure: without them a calm forecast could be
 * read as "likely" under a typhoon warning.
 */
export function crossingProvider(
  feeds: CwaSeaForecastFeeds,
  warningsInForce: WarningsInForce,
  now: () => number = Date.now,
) {
  return {
    async get(lang: ContentLang): Promise<LiveResultOf<CrossingOutlookAnswer>> {
      const [reading, { warnings, sample }] = await Promise.all([
        feeds.read(SEA_FORECAST_DATASET),
        warningsInForce(),
      ]);
      const titled = warnings.map((warning) => ({
        kind: warning.kind,
        atSea: warning.atSea,
        title: warningTitle(warning.title[lang], lang, sample),
        counties: warning.counties,
        issuedAt: warning.issuedAt,
        expiresAt: warning.expiresAt,
      }));
      const days = CROSSING_ROUTES.flatMap((route) =>
        crossingDates(now()).map((date) =>
          crossingDay({
            route,
            date,
            periods: reading.data.periods,
            warnings: titled,
            sample: reading.meta.source === 'sample',
          }),
        ),
      );
      const { issuedAt } = reading.data;
      return {
        data: days,
        meta: {
          ...reading.meta,
          location: CROSSING_SEA,
          ...(issuedAt ? { observedAt: issuedAt } : {}),
        },
      };
    },
  };
}

export type CrossingProvider = ReturnType<typeof crossingProvider>;
