import type { Migration, MigrationProvider } from 'kysely/migration';
import * as geography from './0001-geography';
import * as placesEvents from './0002-places-events';
import * as toursCategories from './0003-tours-categories';
import * as notices from './0004-notices';
import * as regionTownshipDetails from './0005-region-township-details';
import * as editorial from './0006-editorial';
import * as noticeZipcodes from './0007-notice-zipcodes';
import * as parking from './0008-parking';
import * as closureNotices from './0009-closure-notices';
import * as festivals from './0010-festivals';
import * as noticeMonths from './0011-notice-months';
import * as facilities from './0012-facilities';
import * as webcamPictures from './0013-webcam-pictures';
import * as safeWrites from './0014-safe-writes';
import * as operators from './0015-operators';
import * as surveysSuggestions from './0016-surveys-suggestions';
import * as repairsLostProperty from './0017-repairs-lost-property';
import * as reservationsPublications from './0018-reservations-publications';
import * as bookingCodes from './0019-booking-codes';
import * as operatorPublications from './0020-operator-publications';
import * as liveNamesEventLinks from './0021-live-names-event-links';
import * as placeFormerIds from './0022-place-former-ids';
import * as signInThrottle from './0023-sign-in-throttle';
import * as offeringContactLimit from './0024-offering-contact-limit';
import * as referenceKey from './0025-reference-key';
import * as members from './0026-members';
import * as memberTrips from './0027-member-trips';
import * as reviews from './0028-reviews';
import * as campaigns from './0029-campaigns';
import * as operatorPublicationsApart from './0030-operator-publications-apart';
import * as rateLimitHits from './0031-rate-limit-hits';
import * as referenceCountStripes from './0032-reference-count-stripes';

/**
 * Migrations are listed here rather than read from a folder, because the server is bundled
 * into one file for production. Append new ones; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-geography': geography,
  '0002-places-events': placesEvents,
  '0003-tours-categories': toursCategories,
  '0004-notices': notices,
  '0005-region-township-details': regionTownshipDetails,
  '0006-editorial': editorial,
  '0007-notice-zipcodes': noticeZipcodes,
  '0008-parking': parking,
  '0009-closure-notices': closureNotices,
  '0010-festivals': festivals,
  '0011-notice-months': noticeMonths,
  '0012-facilities': facilities,
  '0013-webcam-pictures': webcamPictures,
  '0014-safe-writes': safeWrites,
  '0015-operators': operators,
  '0016-surveys-suggestions': surveysSuggestions,
  '0017-repairs-lost-property': repairsLostProperty,
  '0018-reservations-publications': reservationsPublications,
  '0019-booking-codes': bookingCodes,
  '0020-operator-publications': operatorPublications,
  '0021-live-names-event-links': liveNamesEventLinks,
  '0022-place-former-ids': placeFormerIds,
  '0023-sign-in-throttle': signInThrottle,
  '0024-offering-contact-limit': offeringContactLimit,
  '0025-reference-key': referenceKey,
  '0026-members': members,
  '0027-member-trips': memberTrips,
  '0028-reviews': reviews,
  '0029-campaigns': campaigns,
  '0030-operator-publications-apart': operatorPublicationsApart,
  '0031-rate-limit-hits': rateLimitHits,
  '0032-reference-count-stripes': referenceCountStripes,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
