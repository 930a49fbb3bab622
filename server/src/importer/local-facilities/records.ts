import { createHash } from 'node:crypto';
import { callablePhone } from '@ecg/domain/rules/phone';
import { cleanText } from '../../content/text';
import type { FacilitySeedRecord, SeedNames } from '../../data-files/facility-seed';

/** What one reader made of its file: the records it keeps, and what it left out and why. */
export interface FacilityRead {
  records: FacilitySeedRecord[];
  /** Records without usable coordinates: never placed anywhere, since we do not invent a point. */
  unpositioned: number;
  /** Lines for the importer's log: records merged into others or left out for a reason. */
  notes: string[];
}

/** Names in the languages the source has; the Chinese one always. */
export function namesOf(zh: unknown, en?: unknown, ja?: unknown): SeedNames {
  const english = cleanText(en);
  const japanese = cleanText(ja);
  return {
    zh: cleanText(zh),
    ...(english ? { en: english } : {}),
    ...(japanese ? { ja: japanese } : {}),
  };
}

/** The record's phone, where it is one a visitor can call. */
export function telOf(value: unknown): { tel?: string } {
  const tel = callablePhone(cleanText(value));
  return tel ? { tel } : {};
}

/** The record's address in Chinese, where it has one. */
export function addressOf(zh: unknown, en?: unknown): { address?: SeedNames } {
  const address = namesOf(zh, en);
  return address.zh ? { address } : {};
}

/**
 * Reads a file's records into facilities, leaving out (and counting) those without a point.
 * `build` answers the record without its position, or undefined for one to leave out.
 */
export function readPositioned<T>(
  rows: readonly T[],
  positionOf: (row: T) => { lat: number; lng: number } | undefined,
  build: (row: T) => Omit<FacilitySeedRecord, 'lat' | 'lng'> | undefined,
): FacilityRead {
  let unpositioned = 0;
  const records = rows.flatMap((row) => {
    const record = build(row);
    if (!record) return [];
    const point = positionOf(row);
    if (!point) {
      unpositioned += 1;
      return [];
    }
    return [{ ...record, lat: point.lat, lng: point.lng }];
  });
  return { records, unpositioned, notes: [] };
}

/** A short id that stays the same while the text does, for lists that give their rows none. */
export const hashKey = (text: string): string =>
  createHash('sha1').update(text).digest('hex').slice(0, 10);
