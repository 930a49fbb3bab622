import { cleanText } from '../../content/text';
import type { ImportedImage } from '../types';

/** Upstream coordinates arrive as numbers or numeric text. */
export function coordinate(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(cleanText(value));
  return Number.isFinite(number) ? number : Number.NaN;
}

export function zipcodeOf(value: unknown): number | undefined {
  const digits = cleanText(value).match(/^\d{3}/);
  return digits ? Number(digits[0]) : undefined;
}

/**
 * TDX writes phones as 886-3-8601400 (country code, area code, number); the Tourism
 * Administration as (03)8123199. Both become the national form 03-8601400, and numbers
 * that fit neither are kept as written.
 */
export function phoneOf(value: unknown): string {
  const text = cleanText(value).replace(/\s+/g, '');
  const international = text.match(/^\+?886-?(\d{1,3})-?(\d{5,8})(#\d+)?$/);
  if (international) return `0${international[1]}-${international[2]}${international[3] ?? ''}`;
  const bracketed = text.match(/^\((0\d{1,3})\)(\d{5,8})(#\d+)?$/);
  if (bracketed) return `${bracketed[1]}-${bracketed[2]}${bracketed[3] ?? ''}`;
  return text;
}

/** The old TDX picture object: PictureUrl1..3 with PictureDescription1..3. */
export function tdxPictures(picture: unknown, fallbackTitle: string): ImportedImage[] {
  if (!picture || typeof picture !== 'object') return [];
  const fields = picture as Record<string, unknown>;
  return [1, 2, 3]
    .map((n) => ({
      src: cleanText(fields[`PictureUrl${n}`]),
      title: cleanText(fields[`PictureDescription${n}`]) || fallbackTitle,
    }))
    .filter((image) => image.src !== '');
}

/** Images of the v2.0 schema: [{Name, Description, URL}]. */
export function v2Images(images: unknown, fallbackTitle: string): ImportedImage[] {
  if (!Array.isArray(images)) return [];
  return images
    .map((image: Record<string, unknown>) => ({
      src: cleanText(image.URL),
      title: cleanText(image.Description) || cleanText(image.Name) || fallbackTitle,
    }))
    .filter((image) => image.src !== '');
}

export function v2Phone(telephones: unknown): string {
  if (!Array.isArray(telephones)) return '';
  const [first] = telephones as { Tel?: unknown; Ext?: unknown }[];
  if (!first) return '';
  const ext = cleanText(first.Ext);
  return phoneOf(first.Tel) + (ext ? `#${ext}` : '');
}

/** v2.0 list fields that hold plain strings (AlternateNames, Tags). */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(cleanText).filter((text) => text !== '') : [];
}
