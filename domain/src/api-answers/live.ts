import { z } from 'zod';
import type { ApiPathName } from '../api-paths';
import type { AnswerTable } from '../call-answers';
import {
  aqiAnswerSchema,
  crossingOutlookAnswerSchema,
  moonTimesAnswerSchema,
  moonriseAnswerSchema,
  sunTimesAnswerSchema,
  sunriseAnswerSchema,
  swellAnswerSchema,
  tideAnswerSchema,
  uvAnswerSchema,
  walrusAnswerSchema,
} from '../contracts/conditions';
import { envelope } from '../contracts/envelope';
import { parkingAnswerSchema, scenicAreaFlowAnswerSchema } from '../contracts/parking';
import { liveWebcamSchema } from '../contracts/region';
import { highwayCamerasAnswerSchema } from '../contracts/traffic';
import { weatherAnswerSchema } from '../contracts/weather';

/* The live conditions' answers (api-answers.ts): weather, sea, sky, air, parking, cameras. */

export const ANSWERS = {
  liveCamera: { POST: envelope(z.array(liveWebcamSchema)) },
  weather: { POST: weatherAnswerSchema },
  parking: { POST: parkingAnswerSchema },
  scenicAreaFlow: { POST: scenicAreaFlowAnswerSchema },
  sunTimes: { GET: sunTimesAnswerSchema },
  moonTimes: { GET: moonTimesAnswerSchema },
  sunrise: { POST: sunriseAnswerSchema },
  moonrise: { POST: moonriseAnswerSchema },
  uv: { GET: uvAnswerSchema },
  aqi: { GET: aqiAnswerSchema },
  tidal: { GET: tideAnswerSchema },
  walrus: { GET: walrusAnswerSchema },
  swell: { GET: swellAnswerSchema },
  crossingOutlook: { GET: crossingOutlookAnswerSchema },
  highwayCameras: { GET: highwayCamerasAnswerSchema },
} as const satisfies Partial<AnswerTable<ApiPathName>>;
