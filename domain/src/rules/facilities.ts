/**
 * Amenities (requirements §1): what the map shows and the nearby search finds, the radius each
 * is searched within (§5), and the path of each one's call (§7).
 */

/**
 * Every kind of facility we hold or import. The first six are the spec's (§3, §5); the others are
 * what a visitor on the coast also looks for, and what the open data holds (docs/map.md).
 */
export const FACILITY_KINDS = [
  'toilet',
  'store',
  'gas',
  'bus-stop',
  'bike',
  'parking',
  'water',
  'police',
  'hospital',
  'health',
  'aed',
  'visitor-centre',
  'rail',
  'airport',
  'harbour',
  'camera',
] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

/** Toilets, bike stations, water and AEDs are worth a walk only when close. */
export const WALKING_RADIUS_KM = 1;
/** Bus stops, gas stations and stores are worth a short ride (requirements §5). */
export const RIDING_RADIUS_KM = 3;
/** Hospitals, stations, harbours and the like are few on the coast: a drive is expected. */
export const DRIVING_RADIUS_KM = 20;

const RADIUS_KM: Readonly<Record<FacilityKind, number>> = {
  toilet: WALKING_RADIUS_KM,
  bike: WALKING_RADIUS_KM,
  'bus-stop': RIDING_RADIUS_KM,
  gas: RIDING_RADIUS_KM,
  store: RIDING_RADIUS_KM,
  // The spec names no radius for parking; a car park is reached by car, like a gas station.
  parking: RIDING_RADIUS_KM,
  water: WALKING_RADIUS_KM,
  aed: WALKING_RADIUS_KM,
  police: RIDING_RADIUS_KM,
  hospital: DRIVING_RADIUS_KM,
  health: DRIVING_RADIUS_KM,
  'visitor-centre': DRIVING_RADIUS_KM,
  rail: DRIVING_RADIUS_KM,
  airport: DRIVING_RADIUS_KM,
  harbour: DRIVING_RADIUS_KM,
  camera: DRIVING_RADIUS_KM,
};

/** The radius a nearby search of this kind keeps (requirements §5). */
export function nearbyRadiusKm(kind: FacilityKind): number {
  return RADIUS_KM[kind];
}

/**
 * The last segment of each kind's call, `/{lang}/opendata/{segment}` (requirements §7): the spec
 * names toilet, convenience-store, gas-station and nearbybusstops; the others follow their shape.
 */
export const FACILITY_PATH_SEGMENTS: Readonly<Record<FacilityKind, string>> = {
  toilet: 'toilet',
  store: 'convenience-store',
  gas: 'gas-station',
  'bus-stop': 'nearbybusstops',
  bike: 'bike-station',
  parking: 'parking-lot',
  water: 'water-station',
  police: 'police-station',
  hospital: 'hospital',
  health: 'health-station',
  aed: 'aed',
  'visitor-centre': 'nearby-visitor-centres',
  rail: 'railway-station',
  airport: 'airport',
  harbour: 'harbour',
  camera: 'coastal-camera',
};

/** The nearby buttons of an attraction's detail, in zh-tw only (requirements §2), in their order. */
export const NEARBY_BUTTON_KINDS = [
  'bus-stop',
  'toilet',
  'gas',
  'store',
] as const satisfies readonly FacilityKind[];

/** How long "no information nearby" stays on screen, with no buttons (requirements §8). */
export const NO_NEARBY_MESSAGE_MS = 1200;

export function isFacilityKind(value: unknown): value is FacilityKind {
  return (FACILITY_KINDS as readonly unknown[]).includes(value);
}
