/**
 * The SOS message a visitor sends by text or the share sheet (requirements §2 Service: SOS):
 * where they are, in a form anyone can act on. The lines are language-free; the app says each
 * in the visitor's language. Nothing here is sent to our server.
 */
import type { LatLng } from './distance';

/** A phone's position: WGS84 degrees, and how far off it may be, in metres, when the phone says. */
export interface PositionFix extends LatLng {
  accuracy?: number;
}

/** A township as the visitor reads it, and in Chinese, as a dispatcher in Taiwan reads it. */
export interface SosTownship {
  name: string;
  chinese?: string;
}

export type SosLine =
  /** "I need help." with the position that follows, or a word that the phone gave none. */
  | { kind: 'help' }
  | { kind: 'helpNoPosition' }
  | { kind: 'coordinates'; latitude: string; longitude: string }
  | { kind: 'accuracy'; metres: number }
  | { kind: 'map'; url: string }
  | { kind: 'township'; township: string };

/**
 * Five decimals: about a metre, finer than a phone's fix, and short enough to read aloud.
 * Degrees are written with a point whatever the language, as every map and dispatcher reads them.
 */
export const SOS_DECIMALS = 5;

export const sosDegrees = (value: number): string => value.toFixed(SOS_DECIMALS);

/** A map link that opens on any phone, with a pin at the point (the maps of requirements §2). */
export const sosMapUrl = (point: LatLng): string =>
  `https://www.google.com/maps/search/?api=1&query=${sosDegrees(point.lat)},${sosDegrees(point.lng)}`;

/** "Chenggong Township, Taitung County (臺東縣成功鎮)": the Chinese only where it adds something. */
export function sosTownshipText({ name, chinese }: SosTownship): string {
  return chinese && chinese !== name ? `${name} (${chinese})` : name;
}

/**
 * The lines of the message. With a position: its coordinates, how exact it is, a map link and
 * its township when one holds it (none outside our counties). Without one: the township the
 * visitor names, if any. A kilometre marker of Highway 11 or 9 would follow the township, but
 * no marker data is held, so none is ever guessed.
 */
export function sosLines({
  fix,
  township,
}: {
  fix?: PositionFix | undefined;
  township?: SosTownship | undefined;
}): SosLine[] {
  const where: SosLine[] = township
    ? [{ kind: 'township', township: sosTownshipText(township) }]
    : [];
  if (!fix) return [{ kind: 'helpNoPosition' }, ...where];
  const accuracy =
    fix.accuracy !== undefined && Number.isFinite(fix.accuracy) && fix.accuracy > 0
      ? [{ kind: 'accuracy' as const, metres: Math.ceil(fix.accuracy) }]
      : [];
  return [
    { kind: 'help' },
    { kind: 'coordinates', latitude: sosDegrees(fix.lat), longitude: sosDegrees(fix.lng) },
    ...accuracy,
    ...where,
    { kind: 'map', url: sosMapUrl(fix) },
  ];
}

/** The message: each line as the app says it, one a line. */
export const sosText = (lines: readonly SosLine[], say: (line: SosLine) => string): string =>
  lines.map(say).join('\n');

/**
 * A text-message link with the message as its body and no recipient, so the visitor picks who
 * gets it. `sms:?&body=` is read by both Android (after `?`) and iOS (after `&`).
 */
export const smsHref = (body: string): string => `sms:?&body=${encodeURIComponent(body)}`;
