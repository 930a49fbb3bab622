/**
 * The operator console (docs/architecture.md, Operator console): the page at ADMIN_BASE_PATH and
 * its API under ADMIN_API_PREFIX. Every call but sign-in needs `Authorization: Bearer <token>`. A
 * section of the console adds its paths here, under ADMIN_API_PREFIX.
 */
export const ADMIN_BASE_PATH = '/admin/';
export const ADMIN_API_PREFIX = '/admin/api';

export const ADMIN_API_PATHS = {
  signIn: `${ADMIN_API_PREFIX}/sign-in`,
  signOut: `${ADMIN_API_PREFIX}/sign-out`,
  me: `${ADMIN_API_PREFIX}/me`,
  /** Admin only: the operators, and the log of their actions. */
  operators: `${ADMIN_API_PREFIX}/operators`,
  actions: `${ADMIN_API_PREFIX}/actions`,
  /** The important notices operators publish (GET list, POST publish). */
  notices: `${ADMIN_API_PREFIX}/notices`,
  /** Withdraws one (POST {id}). */
  withdrawNotice: `${ADMIN_API_PREFIX}/notices/withdraw`,
  /** Collection campaigns: GET the list, POST a new one (contracts/admin-campaigns.ts). */
  campaigns: `${ADMIN_API_PREFIX}/campaigns`,
  /** POST {id, ...the campaign's texts and days}. */
  editCampaign: `${ADMIN_API_PREFIX}/campaigns/edit`,
  /** POST {id, places}: the places that count, in order. */
  campaignPlaces: `${ADMIN_API_PREFIX}/campaigns/places`,
  /** Tours and narrators: the offerings with the visitor centres (GET), a new one (POST). */
  offerings: `${ADMIN_API_PREFIX}/reservations/offerings`,
  /** POST {id, ...the offering's fields}. */
  editOffering: `${ADMIN_API_PREFIX}/reservations/offerings/edit`,
  /** POST {id, active}: withdrawn from visitors, or on offer again. */
  offeringActive: `${ADMIN_API_PREFIX}/reservations/offerings/active`,
  /** GET ?offering=: its batches from today on; POST: opens one. */
  batches: `${ADMIN_API_PREFIX}/reservations/batches`,
  /** POST {id, capacity}. */
  batchCapacity: `${ADMIN_API_PREFIX}/reservations/batches/capacity`,
  /** POST {id, open}: closes a batch to bookings, or opens it again. */
  batchOpen: `${ADMIN_API_PREFIX}/reservations/batches/open`,
  /** GET ?offeringId=&batchId=&date=&status=. */
  bookings: `${ADMIN_API_PREFIX}/reservations/bookings`,
  /** POST {number, note}. */
  confirmBooking: `${ADMIN_API_PREFIX}/reservations/bookings/confirm`,
  cancelBooking: `${ADMIN_API_PREFIX}/reservations/bookings/cancel`,
  /** Publications by post: those of the list, with their copy limit where requestable (GET). */
  publications: `${ADMIN_API_PREFIX}/publications`,
  /** POST {title, summary, copyLimit}: a publication added to the list (by its titles). */
  publicationAdd: `${ADMIN_API_PREFIX}/publications/add`,
  /** POST {id, copyLimit}: requestable in at most that many copies, or (null) no longer. */
  publicationRequestable: `${ADMIN_API_PREFIX}/publications/requestable`,
  /** GET ?status=. */
  publicationRequests: `${ADMIN_API_PREFIX}/publications/requests`,
  /** POST {number, note}. */
  publicationPosted: `${ADMIN_API_PREFIX}/publications/requests/posted`,
  /** Repair reports: GET ?status=open,acknowledged&category=&from=&to=&page=. */
  repairs: `${ADMIN_API_PREFIX}/repairs`,
  /** GET ?number=: one report whole. */
  repairReport: `${ADMIN_API_PREFIX}/repairs/report`,
  /** GET ?number=&id=: one of its photos (JPEG), to a signed-in operator only. */
  repairPhoto: `${ADMIN_API_PREFIX}/repairs/photo`,
  /** POST {number, status, note}. */
  repairStatus: `${ADMIN_API_PREFIX}/repairs/status`,
  /** Suggestions: GET ?status=&topic=&from=&to=&page=. */
  suggestions: `${ADMIN_API_PREFIX}/suggestions`,
  /** GET ?number=: one whole. */
  suggestion: `${ADMIN_API_PREFIX}/suggestions/one`,
  /** GET ?lang=: the topics, named in the console's language. */
  suggestionTopics: `${ADMIN_API_PREFIX}/suggestions/topics`,
  /** POST {number, text}. */
  suggestionReply: `${ADMIN_API_PREFIX}/suggestions/reply`,
  /** Surveys: GET ?lang=: each with its state and how many answered. */
  surveys: `${ADMIN_API_PREFIX}/surveys`,
  /**
   * GET ?survey=: its questions still asked, every text; POST {surveyId, ...question}: one added.
   */
  surveyQuestions: `${ADMIN_API_PREFIX}/surveys/questions`,
  /** POST {questionId, ...question}. */
  surveyQuestionEdit: `${ADMIN_API_PREFIX}/surveys/questions/edit`,
  /** POST {surveyId, questionIds}. */
  surveyQuestionOrder: `${ADMIN_API_PREFIX}/surveys/questions/order`,
  /** POST {questionId}. */
  surveyQuestionRemove: `${ADMIN_API_PREFIX}/surveys/questions/remove`,
  /** POST {surveyId, open, opensOn, closesOn}. */
  surveySchedule: `${ADMIN_API_PREFIX}/surveys/schedule`,
  /** GET ?survey=&lang=: the answers counted per question. */
  surveyResults: `${ADMIN_API_PREFIX}/surveys/results`,
  /** The visitor centres (GET), where found items are collected and tours are given. */
  visitorCentres: `${ADMIN_API_PREFIX}/visitor-centres`,
  /** Found items: GET ?state=&page=; POST: one registered. */
  foundItems: `${ADMIN_API_PREFIX}/lost-property/found`,
  /** POST {number, ...item}. */
  editFoundItem: `${ADMIN_API_PREFIX}/lost-property/found/edit`,
  /** POST {number, state, note}: given back, or disposed of. */
  returnFoundItem: `${ADMIN_API_PREFIX}/lost-property/found/return`,
  /** Lost items' reports: GET ?state=&category=&from=&to=&page=. */
  lostReports: `${ADMIN_API_PREFIX}/lost-property/lost`,
  /** POST {report, item}. */
  matchLostReport: `${ADMIN_API_PREFIX}/lost-property/lost/match`,
  /** Travellers' reviews: GET ?status=&page=&lang=. */
  reviews: `${ADMIN_API_PREFIX}/reviews`,
  /** POST {id}: a held or hidden review shown. */
  approveReview: `${ADMIN_API_PREFIX}/reviews/approve`,
  /** POST {id, reason}: a held or hidden review rejected; the member reads the reason. */
  rejectReview: `${ADMIN_API_PREFIX}/reviews/reject`,
  /** POST {id}: a hidden review shown again, its reports cleared. */
  restoreReview: `${ADMIN_API_PREFIX}/reviews/restore`,
} as const;

/** A call of the console, by the name its section asks it by. */
export type AdminApiPathName = keyof typeof ADMIN_API_PATHS;
