import { z } from 'zod';
import type { ApiPathName } from '../api-paths';
import type { AnswerTable } from '../call-answers';
import { envelope } from '../contracts/envelope';
import { writeReceiptSchema } from '../contracts/forms';
import { foundItemPageSchema, lostReportReceiptSchema } from '../contracts/lost-property';
import {
  publicationApplyInformationSchema,
  publicationReceiptSchema,
} from '../contracts/publications';
import {
  repairInformationSchema,
  repairReceiptSchema,
  repairResultSchema,
  repairTrackSchema,
} from '../contracts/repair';
import {
  bookingReceiptSchema,
  bookingSchema,
  echelonAnswerSchema,
  offeringsAnswerSchema,
} from '../contracts/reservations';
import {
  suggestionStatusSchema,
  suggestionTopicSchema,
  suggestionVerifiedSchema,
} from '../contracts/suggestion';
import { surveyReceiptSchema, surveySchema, surveyTokenSchema } from '../contracts/survey';

/*
 * The service's answers (api-answers.ts): surveys, lost property, repairs, suggestions,
 * reservations and publications.
 */

export const ANSWERS = {
  surveys: { GET: envelope(z.array(surveySchema)) },
  surveyToken: { POST: envelope(surveyTokenSchema) },
  surveyHandler: { POST: envelope(surveyReceiptSchema) },
  /** GET: the found items held; POST: a lost item's report. */
  lostProperty: {
    GET: envelope(foundItemPageSchema),
    POST: envelope(lostReportReceiptSchema),
  },
  faultRepairInformation: { GET: envelope(repairInformationSchema) },
  faultRepair: { POST: envelope(repairReceiptSchema) },
  trackFaultRepair: { POST: envelope(repairTrackSchema) },
  faultRepairResult: { POST: envelope(repairResultSchema) },
  opinion: { GET: envelope(z.array(suggestionTopicSchema)) },
  suggest: { POST: envelope(writeReceiptSchema) },
  verifyOpinion: { POST: envelope(suggestionVerifiedSchema) },
  checkOpinion: { POST: envelope(suggestionStatusSchema) },
  reservation: { GET: envelope(offeringsAnswerSchema) },
  echelon: { GET: envelope(echelonAnswerSchema) },
  reservate: { POST: envelope(bookingReceiptSchema) },
  application: { POST: envelope(bookingSchema) },
  cancelReservation: { POST: envelope(bookingSchema) },
  narratorReservationInformation: { GET: envelope(offeringsAnswerSchema) },
  reservateNarrator: { POST: envelope(bookingReceiptSchema) },
  publicationApplyInformation: { GET: envelope(publicationApplyInformationSchema) },
  applyPublication: { POST: envelope(publicationReceiptSchema) },
} as const satisfies Partial<AnswerTable<ApiPathName>>;
