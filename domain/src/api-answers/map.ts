import type { ApiPathName } from '../api-paths';
import type { AnswerTable } from '../call-answers';
import type { FacilityKind } from '../rules/facilities';
import { busStopsAnswerSchema, facilityAnswerSchema } from '../contracts/facility';
import { envelope } from '../contracts/envelope';
import { basemapSchema, facilityKindsSchema, mapSettingsSchema } from '../contracts/map';

/* The map's answers (api-answers.ts): its basemap and settings, and the facilities by kind. */

export const ANSWERS = {
  basemap: { GET: envelope(basemapSchema) },
  mapSettings: { GET: envelope(mapSettingsSchema) },
  facilityKinds: { GET: envelope(facilityKindsSchema) },
} as const satisfies Partial<AnswerTable<ApiPathName>>;

/**
 * The facility calls (facility-api-paths.ts), by kind: every kind answers the facilities near a
 * position, except the bus stops, which answer requirements §7's own shape.
 */
export const FACILITY_ANSWERS = {
  toilet: { GET: facilityAnswerSchema },
  store: { GET: facilityAnswerSchema },
  gas: { GET: facilityAnswerSchema },
  'bus-stop': { GET: busStopsAnswerSchema },
  bike: { GET: facilityAnswerSchema },
  parking: { GET: facilityAnswerSchema },
  water: { GET: facilityAnswerSchema },
  police: { GET: facilityAnswerSchema },
  hospital: { GET: facilityAnswerSchema },
  health: { GET: facilityAnswerSchema },
  aed: { GET: facilityAnswerSchema },
  'visitor-centre': { GET: facilityAnswerSchema },
  rail: { GET: facilityAnswerSchema },
  airport: { GET: facilityAnswerSchema },
  harbour: { GET: facilityAnswerSchema },
  camera: { GET: facilityAnswerSchema },
} as const satisfies AnswerTable<FacilityKind>;
