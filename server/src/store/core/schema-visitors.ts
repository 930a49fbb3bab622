/**
 * The tables of what visitors send, of members and of the people who answer them (docs/writes.md;
 * docs/members.md; docs/architecture.md, Operator console): apart from the content, never
 * touched by re-seeding.
 */
import type { RateLimitHitTable, WriteRequestTable } from './schema-writes';
import type {
  OperatorPublicationTable,
  PublicationOfferTable,
  PublicationRequestTable,
  ReservationBatchTable,
  ReservationBookingTable,
  ReservationOfferingTable,
} from './schema-reservations';
import type {
  SurveyAnswerTable,
  SurveyChoiceTable,
  SurveyQuestionTable,
  SurveyResponseTable,
  SurveyTable,
  SurveyTokenTable,
} from './schema-surveys';
import type { SuggestionTable } from './schema-suggestions';
import type {
  FoundItemTable,
  LostReportTable,
  ReferenceCountTable,
  ReferenceKeyTable,
  RepairPhotoTable,
  RepairReportTable,
  RepairStatusChangeTable,
  RepairSubmissionTable,
} from './schema-repairs-lost-property';
import type {
  OperatorActionsTable,
  OperatorNoticeTable,
  OperatorNoticeTextTable,
  OperatorSessionsTable,
  OperatorsTable,
  SignInThrottleTable,
} from './schema-operators';
import type {
  MemberChallengesTable,
  MemberFavouritesTable,
  MemberPasskeysTable,
  MemberRecoveryCodesTable,
  MemberTokensTable,
  MemberTripsTable,
  MembersTable,
  ReviewReportsTable,
  ReviewsTable,
} from './schema-members';
import type {
  CollectionCampaignPlacesTable,
  CollectionCampaignsTable,
  CollectionCampaignTextsTable,
  MemberCampaignCoinsTable,
  MemberCheckInsTable,
} from './schema-campaigns';

export interface VisitorTables {
  write_request: WriteRequestTable;
  rate_limit_hit: RateLimitHitTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_actions: OperatorActionsTable;
  sign_in_throttle: SignInThrottleTable;
  operator_notice: OperatorNoticeTable;
  operator_notice_text: OperatorNoticeTextTable;
  reservation_offering: ReservationOfferingTable;
  reservation_batch: ReservationBatchTable;
  reservation_booking: ReservationBookingTable;
  operator_publication: OperatorPublicationTable;
  publication_offer: PublicationOfferTable;
  publication_request: PublicationRequestTable;
  // The surveys are the operators' (the seed adds one only where it is absent); the rest, visitors'.
  survey: SurveyTable;
  survey_question: SurveyQuestionTable;
  survey_choice: SurveyChoiceTable;
  survey_token: SurveyTokenTable;
  survey_response: SurveyResponseTable;
  survey_answer: SurveyAnswerTable;
  suggestion: SuggestionTable;
  repair_report: RepairReportTable;
  repair_submission: RepairSubmissionTable;
  repair_photo: RepairPhotoTable;
  repair_status_change: RepairStatusChangeTable;
  found_item: FoundItemTable;
  lost_report: LostReportTable;
  reference_count: ReferenceCountTable;
  reference_key: ReferenceKeyTable;
  members: MembersTable;
  member_passkeys: MemberPasskeysTable;
  member_tokens: MemberTokensTable;
  member_recovery_codes: MemberRecoveryCodesTable;
  member_challenges: MemberChallengesTable;
  member_favourites: MemberFavouritesTable;
  member_trips: MemberTripsTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
  collection_campaigns: CollectionCampaignsTable;
  collection_campaign_texts: CollectionCampaignTextsTable;
  collection_campaign_places: CollectionCampaignPlacesTable;
  member_check_ins: MemberCheckInsTable;
  member_campaign_coins: MemberCampaignCoinsTable;
}
