import type { AdminApiPathName } from './admin-api-paths';
import type { AnswerTable } from './call-answers';
import {
  actionsAnswerSchema,
  meAnswerSchema,
  operatorListAnswerSchema,
  signInAnswerSchema,
  signOutAnswerSchema,
} from './contracts/admin';
import {
  operatorCampaignAnswerSchema,
  operatorCampaignsAnswerSchema,
} from './contracts/admin-campaigns';
import {
  foundItemChangeAnswerSchema,
  foundItemsAnswerSchema,
  lostReportsAnswerSchema,
} from './contracts/admin-lost-property';
import {
  operatorNoticesAnswerSchema,
  publishNoticeAnswerSchema,
  withdrawNoticeAnswerSchema,
} from './contracts/admin-notices';
import {
  operatorPublicationsAnswerSchema,
  publicationAddedAnswerSchema,
  publicationPostedAnswerSchema,
  publicationRequestableAnswerSchema,
  publicationRequestsAnswerSchema,
} from './contracts/admin-publications';
import {
  repairReportAnswerSchema,
  repairsAnswerSchema,
  repairStatusAnswerSchema,
} from './contracts/admin-repairs';
import {
  batchesAnswerSchema,
  bookingChangeAnswerSchema,
  bookingsAnswerSchema,
  idAnswerSchema,
  offeringsSetupAnswerSchema,
  visitorCentresAnswerSchema,
} from './contracts/admin-reservations';
import { reviewDecisionAnswerSchema, reviewsAnswerSchema } from './contracts/admin-reviews';
import {
  suggestionAnswerSchema,
  suggestionsAnswerSchema,
  suggestionTopicsAnswerSchema,
} from './contracts/admin-suggestions';
import {
  questionAnswerSchema,
  surveyChangeAnswerSchema,
  surveyQuestionsAnswerSchema,
  surveyResultsAnswerSchema,
  surveysAnswerSchema,
} from './contracts/admin-surveys';

/**
 * A call of the console answering JSON. A repair report's photo (repairPhoto) answers the
 * picture itself, a JPEG no schema describes, so it has no entry here; the console fetches it
 * with adminPicture (docs/architecture.md, Operator console).
 */
export type AdminAnsweredCall = Exclude<AdminApiPathName, 'repairPhoto'>;

/**
 * What each call of the console answers, by method (domain/src/call-answers.ts): its route
 * declares this schema for 200 and the console parses the answer with it. Each is the whole
 * answer as the route declares it, the envelope with it.
 */
export const ADMIN_ANSWERS = {
  signIn: { POST: signInAnswerSchema },
  signOut: { POST: signOutAnswerSchema },
  me: { GET: meAnswerSchema },
  operators: { GET: operatorListAnswerSchema },
  actions: { GET: actionsAnswerSchema },
  notices: { GET: operatorNoticesAnswerSchema, POST: publishNoticeAnswerSchema },
  withdrawNotice: { POST: withdrawNoticeAnswerSchema },
  campaigns: { GET: operatorCampaignsAnswerSchema, POST: operatorCampaignAnswerSchema },
  editCampaign: { POST: operatorCampaignAnswerSchema },
  campaignPlaces: { POST: operatorCampaignAnswerSchema },
  offerings: { GET: offeringsSetupAnswerSchema, POST: idAnswerSchema },
  editOffering: { POST: idAnswerSchema },
  offeringActive: { POST: idAnswerSchema },
  batches: { GET: batchesAnswerSchema, POST: idAnswerSchema },
  batchCapacity: { POST: idAnswerSchema },
  batchOpen: { POST: idAnswerSchema },
  bookings: { GET: bookingsAnswerSchema },
  confirmBooking: { POST: bookingChangeAnswerSchema },
  cancelBooking: { POST: bookingChangeAnswerSchema },
  publications: { GET: operatorPublicationsAnswerSchema },
  publicationAdd: { POST: publicationAddedAnswerSchema },
  publicationRequestable: { POST: publicationRequestableAnswerSchema },
  publicationRequests: { GET: publicationRequestsAnswerSchema },
  publicationPosted: { POST: publicationPostedAnswerSchema },
  repairs: { GET: repairsAnswerSchema },
  repairReport: { GET: repairReportAnswerSchema },
  repairStatus: { POST: repairStatusAnswerSchema },
  suggestions: { GET: suggestionsAnswerSchema },
  suggestion: { GET: suggestionAnswerSchema },
  suggestionTopics: { GET: suggestionTopicsAnswerSchema },
  suggestionReply: { POST: suggestionAnswerSchema },
  surveys: { GET: surveysAnswerSchema },
  surveyQuestions: { GET: surveyQuestionsAnswerSchema, POST: questionAnswerSchema },
  surveyQuestionEdit: { POST: questionAnswerSchema },
  surveyQuestionOrder: { POST: surveyChangeAnswerSchema },
  surveyQuestionRemove: { POST: questionAnswerSchema },
  surveySchedule: { POST: surveyChangeAnswerSchema },
  surveyResults: { GET: surveyResultsAnswerSchema },
  visitorCentres: { GET: visitorCentresAnswerSchema },
  foundItems: { GET: foundItemsAnswerSchema, POST: foundItemChangeAnswerSchema },
  editFoundItem: { POST: foundItemChangeAnswerSchema },
  returnFoundItem: { POST: foundItemChangeAnswerSchema },
  lostReports: { GET: lostReportsAnswerSchema },
  matchLostReport: { POST: foundItemChangeAnswerSchema },
  reviews: { GET: reviewsAnswerSchema },
  approveReview: { POST: reviewDecisionAnswerSchema },
  rejectReview: { POST: reviewDecisionAnswerSchema },
  restoreReview: { POST: reviewDecisionAnswerSchema },
} as const satisfies AnswerTable<AdminAnsweredCall>;
