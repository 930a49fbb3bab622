import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readFidsArrivals,
  readFidsDepartures,
  readGeneralSchedule,
} from '../src/providers/tdx/air-documents';
import { boardFlightOf, scheduledFlightOf } from '../src/providers/flights/flight-rows';

// Written from TDX's Air description, for tests only (fixtures/tdx/README.md).
const fixture = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/tdx', file), 'utf8')) as unknown;

describe('FIDS boards', () => {
  it('reads a departure row as the board shows it (oracle: FIDS-Departure-TTT.json, row 4)', () => {
    const rows = readFidsDepartures(fixture('FIDS-Departure-TTT.json'));
    expect(rows).toHaveLength(8);
    expect(boardFlightOf(rows[3]!)).toEqual({
      airline: 'AE',
      flight: 'AE 392',
      from: 'TTT',
      to: 'TSA',
      scheduled: '2026-12-01 12:30',
      estimated: '2026-12-01 14:40',
      gate: '1',
      checkCounter: '5-6',
      status: 'delayed',
      remark: '延誤',
      remarkEn: 'DELAYED',
    });
  });

  it('leaves a cargo row out', () => {
    const rows = readFidsDepartures(fixture('FIDS-Departure-TTT.json'));
    expect(rows[7]?.IsCargo).toBe(true);
    expect(boardFlightOf(rows[7]!)).toBeUndefined();
  });

  it('reads an arrival row with its actual time and belt (oracle: FIDS-Arrival-TTT.json, row 1)', () => {
    const [first] = readFidsArrivals(fixture('FIDS-Arrival-TTT.json'));
    expect(boardFlightOf(first!)).toMatchObject({
      flight: 'B7 8701',
      from: 'TSA',
      scheduled: '2026-12-01 07:00',
      actual: '2026-12-01 06:58',
      baggageClaim: '1',
      status: 'arrived',
    });
  });

  it('says which field is missing from a row that is no FIDS row', () => {
    expect(() => readFidsDepartures([{ FlightNumber: '8702' }])).toThrow(
      /not a TDX FIDS departure board: 0\.FlightDate/,
    );
    expect(() => readFidsArrivals({ message: 'no' })).toThrow(/not a TDX FIDS arrival board/);
  });
});

describe('the domestic timetable', () => {
  it('reads an entry with its days Sunday first and its number spaced (oracle: row 2)', () => {
    const entries = readGeneralSchedule(fixture('GeneralSchedule-Domestic.json'));
    expect(entries).toHaveLength(7);
    expect(scheduledFlightOf(entries[1]!)).toEqual({
      airline: 'AE',
      flight: 'AE 392',
      from: 'TTT',
      to: 'TSA',
      departs: '12:30',
      arrives: '13:30',
      days: [false, true, false, true, false, true, false],
      validFrom: '2026-10-26',
      validTo: '2027-03-27',
    });
  });

  it('keeps a number that does not start with its airline code as written', () => {
    const [entry] = readGeneralSchedule(fixture('GeneralSchedule-Domestic.json'));
    expect(scheduledFlightOf({ ...entry!, FlightNumber: '8702' }).flight).toBe('8702');
  });
});
