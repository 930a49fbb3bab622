import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadTranslations } from '../../data-files/translations';
import type { SeedPlace } from '../../data-files/seed-records';
import type { FacilitySeedFile, FacilitySourceSeed } from '../../data-files/facility-seed';
import { addressOf, namesOf, readPositioned, type FacilityRead } from './records';
import { carParks, taitungAeds, taitungCarParks, taitungHealthStations } from './services';
import * as sources from './sources';
import { familyToilets, hualienCityToilets } from './toilets';
import { airports, ports, traStations } from './transport';
import { visitorCentres } from './visitor-centres';
import { readWraCamera, WRA_CAMERAS_FILE, type WraCamera } from '../../data-files/wra-cameras';

/** Reads a file of data/sources as its publisher wrote it. */
type ReadSource = <T>(file: string) => T;

interface ParkingNames {
  lots: { park_id: string; name: { en: string; ja: string } }[];
}

/** The WRA's cameras as the map's facilities: where each stands, by the WRA's own names. */
function wraCameras(rows: readonly WraCamera[]): FacilityRead {
  return readPositioned(
    rows.map(readWraCamera),
    (camera) => camera.point,
    (camera) => ({
      id: camera.facilityId,
      kind: 'camera',
      name: namesOf(camera.name),
      ...addressOf(`${camera.county}${camera.township}`),
    }),
  );
}

/**
 * The facilities we hold as files (data/sources) and the seed's visitor centres, one seed file
 * per source in data/seed/facilities/. Answers the lines of the importer's log.
 */
export function writeLocalFacilities(
  dataDir: string,
  read: ReadSource,
  places: readonly SeedPlace[],
): string[] {
  const parking = JSON.parse(
    readFileSync(path.join(dataDir, 'editorial/parking.json'), 'utf8'),
  ) as ParkingNames;
  const cityToilets = hualienCityToilets(read('public_toilets_hualien_city.json'));
  const reads: [FacilitySourceSeed, FacilityRead][] = [
    [sources.HUALIEN_CITY_TOILETS, cityToilets],
    [
      sources.FAMILY_TOILETS,
      familyToilets(read('toilets_family_moenv_hualien_taitung_2026.json'), cityToilets.records),
    ],
    [
      sources.HUALIEN_CAR_PARKS,
      carParks(
        read('parking_lots_hualien.json'),
        new Map(parking.lots.map((lot) => [lot.park_id, lot.name])),
      ),
    ],
    [sources.TAITUNG_CAR_PARKS, taitungCarParks(read('parking_lots_taitung_2026.json'))],
    [sources.TAITUNG_AEDS, taitungAeds(read('taitung_aed_2017.json'))],
    [
      sources.TAITUNG_HEALTH_STATIONS,
      taitungHealthStations(read('taitung_health_stations_2017.json')),
    ],
    [
      sources.TRA_STATIONS,
      traStations(
        read('tra_stations_hualien_taitung_tdx_2026.json'),
        read('tra_stations_hualien_taitung_2019.json'),
      ),
    ],
    [sources.AIRPORTS, airports(read('airports_tdx_2026.json'))],
    [sources.PORTS, ports(read('ports_east_2026.json'))],
    [sources.WRA_CAMERAS, wraCameras(read(WRA_CAMERAS_FILE))],
    [sources.VISITOR_CENTRES, visitorCentres(places, loadTranslations(dataDir))],
  ];

  const folder = path.join(dataDir, 'seed/facilities');
  mkdirSync(folder, { recursive: true });
  return reads.flatMap(([source, { records, unpositioned, notes }]) => {
    const file: FacilitySeedFile = {
      source,
      records: [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    };
    writeFileSync(path.join(folder, `${source.id}.json`), `${JSON.stringify(file, null, 2)}\n`);
    return [
      `Wrote ${records.length} facilities to data/seed/facilities/${source.id}.json${unpositioned ? `; left out ${unpositioned} without coordinates` : ''}.`,
      ...notes,
    ];
  });
}
