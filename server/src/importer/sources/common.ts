import { normalizePhone } from '@ecg/domain/rules/phone';
import { cleanText } from '../../content/text';
import type { ImportedImage } from '../types';

export function zipcodeOf(value: unknown): number | undefined {
  const digits = cleanText(value).match(/^\d{3}/);
  return digits ? Number(digits[0]) : undefined;
}

/**
 * TDX writes phones as 886-9-37533483 (country code, then the number without its 0); the
 * Tourism Administration as (03)8123199 or 0937533483. All become the form people dial and
 * read (03-8123199, 0937-533483), by the domain's rule.
 */
export function phoneOf(value: unknown): string {
  return normalizePhone(cleanText(value));
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
  return phoneOf(ext ? `${cleanText(first.Tel)}#${ext}` : first.Tel);
}

/** v2.0 list fields that hold plain strings (AlternateNames, Tags). */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(cleanText).filter((text) => text !== '') : [];
}
