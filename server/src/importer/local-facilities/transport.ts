import { cleanText } from '../../content/text';
import { pointOf } from '../../data-files/facility-seed';
import { addressOf, namesOf, readPositioned, telOf, type FacilityRead } from './records';
import { AIRPORTS, PORTS, TRA_STATIONS } from './sources';

/** TDX's names: Chinese and English. */
interface TdxName {
  Zh_tw?: string;
  En?: string;
}

interface TdxStation {
  StationID: string;
  StationName: TdxName;
  StationPosition?: { PositionLat?: number; PositionLon?: number };
  StationAddress?: string;
  StationPhone?: string;
}

/** The railway's own 2019 list, kept for its English addresses, which TDX does not give. */
interface TraStation2019 {
  stationCode: string;
  stationAddrEn?: string;
}

export function traStations(
  rows: readonly TdxStation[],
  english: readonly TraStation2019[],
): FacilityRead {
  const addressEn = new Map(
    english.map((row) => [cleanText(row.stationCode), cleanText(row.stationAddrEn)]),
  );
  return readPositioned(
    rows,
    (row) => pointOf(row.StationPosition?.PositionLat, row.StationPosition?.PositionLon),
    (row) => ({
      id: `${TRA_STATIONS.id}-${cleanText(row.StationID)}`,
      kind: 'rail',
      name: namesOf(row.StationName.Zh_tw, row.StationName.En),
      // The 2019 list writes "Taidong City   Taitung County": its runs of spaces are one.
      ...addressOf(
        row.StationAddress,
        addressEn.get(cleanText(row.StationID))?.replace(/\s+/g, ' '),
      ),
      ...telOf(row.StationPhone),
    }),
  );
}

interface TdxAirport {
  AirportID: string;
  AirportName: TdxName;
  AirportPosition?: { PositionLat?: number; PositionLon?: number };
  AirportAddress?: string;
  AirportPhone?: string;
}

/** The airports of the area; the file also holds the airports flights come from. */
export const EAST_COAST_AIRPORTS = ['HUN', 'TTT', 'GNI', 'KYD'];

export function airports(rows: readonly TdxAirport[]): FacilityRead {
  return readPositioned(
    rows.filter((row) => EAST_COAST_AIRPORTS.includes(cleanText(row.AirportID))),
    (row) => pointOf(row.AirportPosition?.PositionLat, row.AirportPosition?.PositionLon),
    (row) => ({
      id: `${AIRPORTS.id}-${cleanText(row.AirportID)}`,
      kind: 'airport',
      name: namesOf(row.AirportName.Zh_tw, row.AirportName.En),
      ...addressOf(row.AirportAddress),
      ...telOf(row.AirportPhone),
    }),
  );
}

/** The repository's own field names over TDX's port ids (data/sources/SOURCES.md). */
interface Port {
  id: string;
  name: string;
  lat: number;
  lon: number;
}

export function ports(rows: readonly Port[]): FacilityRead {
  return readPositioned(
    rows,
    (row) => pointOf(row.lat, row.lon),
    (row) => ({
      id: `${PORTS.id}-${cleanText(row.id)}`,
      kind: 'harbour',
      name: namesOf(row.name),
    }),
  );
}
