import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AirportContact } from '@ecg/domain/contracts';
import { EAST_AIRPORTS } from '@ecg/domain/rules/flights-board';
import { z } from 'zod';

/** The CAA's airport list through TDX (`v2/Air/Airport`), as data/sources keeps it. */
export const AIRPORTS_FILE = 'airports_tdx_2026.json';

const airportsSchema = z.array(
  z.object({
    AirportID: z.string(),
    AirportPhone: z.string().default(''),
    AirportPosition: z.object({ PositionLat: z.number(), PositionLon: z.number() }).optional(),
  }),
);

/**
 * The region's airports' own phones and places, read once: where a visitor asks about a flight
 * while the board cannot be read (no key), and which airport is the visitor's. Only the four east airports: the file cuts the big airports'
 * phones short (「國內線:(07)8057630國際線:(07)8057」), and a number cut short is not given.
 */
export function airportContacts(sourcesDir: string) {
  let loaded: Promise<AirportContact[]> | undefined;
  const all = () =>
    (loaded ??= readFile(path.join(sourcesDir, AIRPORTS_FILE), 'utf8').then((text) =>
      airportsSchema
        .parse(JSON.parse(text))
        .filter((airport) => (EAST_AIRPORTS as readonly string[]).includes(airport.AirportID))
        .filter((airport) => airport.AirportPhone.trim() !== '')
        .map(({ AirportID, AirportPhone, AirportPosition }) => ({
          airport: AirportID,
          phone: AirportPhone.trim(),
          ...(AirportPosition
            ? { lat: AirportPosition.PositionLat, lng: AirportPosition.PositionLon }
            : {}),
        })),
    ));
  return {
    all,
    async of(airport: string): Promise<AirportContact | undefined> {
      return (await all()).find((contact) => contact.airport === airport);
    },
  };
}

export type AirportContacts = ReturnType<typeof airportContacts>;
