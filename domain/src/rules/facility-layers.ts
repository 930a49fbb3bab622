/**
 * Which kinds of facility a visitor is offered as map layers and nearby buttons, and what a kind
 * of which we hold nothing needs before it can show (docs/map.md).
 */
import { FACILITY_KINDS, type FacilityKind } from './facilities';

/** How many points of a kind the server holds in the region (the facility-kinds call). */
export interface FacilityKindCount {
  kind: FacilityKind;
  count: number;
}

/**
 * What a kind of which we hold nothing needs before it can show (docs/map.md,
 * importers of the upstreams): bus stops and bike stations come only from TDX, with its key;
 * the others from an import of open data (OpenStreetMap, the ministries' files).
 */
export type MissingDataNeed = 'key' | 'import';

const NEEDS_KEY: ReadonlySet<FacilityKind> = new Set<FacilityKind>(['bus-stop', 'bike']);

export const missingDataNeed = (kind: FacilityKind): MissingDataNeed =>
  NEEDS_KEY.has(kind) ? 'key' : 'import';

/**
 * The kinds a visitor is offered (map layers, nearby buttons): those holding points, in the
 * order of FACILITY_KINDS. Counts not known (not yet asked, offline with none kept) offer every
 * kind, as a layer that turns out empty says so itself.
 */
export function offeredKinds(counts: readonly FacilityKindCount[] | undefined): FacilityKind[] {
  if (counts === undefined) return [...FACILITY_KINDS];
  const held = new Set(counts.filter(({ count }) => count > 0).map(({ kind }) => kind));
  return FACILITY_KINDS.filter((kind) => held.has(kind));
}

/** Whether a kind is offered: held, or counts not known. */
export const isOffered = (kind: FacilityKind, counts: readonly FacilityKindCount[] | undefined) =>
  offeredKinds(counts).includes(kind);

/** The kinds holding nothing, by what they need, each in the order of FACILITY_KINDS. */
export function missingKinds(
  counts: readonly FacilityKindCount[] | undefined,
): Record<MissingDataNeed, FacilityKind[]> {
  const offered = new Set(offeredKinds(counts));
  const missing = FACILITY_KINDS.filter((kind) => !offered.has(kind));
  return {
    key: missing.filter((kind) => missingDataNeed(kind) === 'key'),
    import: missing.filter((kind) => missingDataNeed(kind) === 'import'),
  };
}

/** What a line about the map may name of its layers: a few held kinds, and whether more are. */
export interface NamedKinds {
  kinds: FacilityKind[];
  more: boolean;
}

/**
 * The kinds a sentence about the map names (the service hub's map row): the first `max` that
 * hold points, in the order of FACILITY_KINDS. Undefined while the counts are not known: a kind
 * is promised only once the server says it holds points of it.
 */
export function namedKinds(
  counts: readonly FacilityKindCount[] | undefined,
  max: number,
): NamedKinds | undefined {
  if (counts === undefined) return undefined;
  const held = offeredKinds(counts);
  return { kinds: held.slice(0, max), more: held.length > max };
}
