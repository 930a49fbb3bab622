import type { ApiPathName } from '../api-paths';
import type { AnswerTable } from '../call-answers';
import {
  busAlertsAnswerSchema,
  busArrivalsAnswerSchema,
  busPositionsAnswerSchema,
  busTimetableAnswerSchema,
} from '../contracts/buses';
import { ferriesAnswerSchema } from '../contracts/ferries';
import {
  flightBoardAnswerSchema,
  flightScheduleAnswerSchema,
  flightsTodayAnswerSchema,
} from '../contracts/flights';
import { trainStationsAnswerSchema, trainsAnswerSchema } from '../contracts/trains';

/* The transport's answers (api-answers.ts): buses, ferries, trains and flights. */

export const ANSWERS = {
  busArrivals: { GET: busArrivalsAnswerSchema },
  busAlerts: { GET: busAlertsAnswerSchema },
  busTimetable: { GET: busTimetableAnswerSchema },
  busPositions: { GET: busPositionsAnswerSchema },
  ferries: { GET: ferriesAnswerSchema },
  trainStations: { GET: trainStationsAnswerSchema },
  trains: { GET: trainsAnswerSchema },
  flights: { GET: flightBoardAnswerSchema },
  flightsToday: { GET: flightsTodayAnswerSchema },
  flightSchedule: { GET: flightScheduleAnswerSchema },
} as const satisfies Partial<AnswerTable<ApiPathName>>;
