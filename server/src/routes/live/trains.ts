import { apiRoute } from '@ecg/domain/api-paths';
import { API_ANSWERS } from '@ecg/domain/api-answers';
import { trainsRequestSchema } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { isRegionStation, isTrainDay, TRAIN_DAYS_AHEAD } from '@ecg/domain/rules/trains';
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../plugins/errors';
import type { TrainsProvider } from '../../providers/trains/trains-provider';
import type { TrainStationRepository } from '../../store/live/train-station-repository';
import { langParams } from '../core/lang';
import { liveRoute } from './live-route';

/**
 * The railway through the region (docs/api.md, Trains): its stations, kept as content is (they
 * change only with a seed), and a day's trains between two of them, a live call.
 */
export function trainRoutes(
  app: FastifyInstance,
  provider: TrainsProvider,
  stations: TrainStationRepository,
) {
  app.get(
    apiRoute('trainStations'),
    {
      config: { cacheAnswer: true },
      schema: { params: langParams, response: { 200: API_ANSWERS.trainStations.GET } },
    },
    async (request) => ({
      success: true as const,
      data: await stations.list((request.params as { lang: ContentLang }).lang),
    }),
  );

  liveRoute(app, { name: 'trains', method: 'GET', input: trainsRequestSchema }, (input, lang) => {
    // Only the region's stations: they are what the screen offers, and what TDX is asked for.
    for (const field of ['from', 'to'] as const) {
      if (!isRegionStation(input[field])) {
        throw new BadRequestError(`request.${field}: ${field} must be a station of the region`);
      }
    }
    if (input.date !== undefined && !isTrainDay(input.date, provider.today())) {
      throw new BadRequestError(
        `request.date: date must be from today to ${TRAIN_DAYS_AHEAD} days ahead`,
      );
    }
    return provider.trains(input, lang);
  });
}
