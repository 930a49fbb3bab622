/**
 * Text and numbers written into the GPX and KML files of favourites and trips (rules/gpx.ts,
 * rules/kml.ts): every text escaped, so a title such as "Fish & Chips <Taitung>" stays a title,
 * and positions written the same way on every device.
 */

/**
 * Characters XML 1.0 does not allow at all (controls but tab, line feed and carriage return,
 * lone surrogates, U+FFFE and U+FFFF): escaping cannot carry them, so they are left out.
 */
// eslint-disable-next-line no-control-regex -- finding what XML forbids is the point
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A reader turns a raw carriage return into a line feed, and in an attribute every tab or
  // line break into a space; written as references they survive.
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
};

/** A text as element content: the five markup characters escaped, a carriage return kept. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"'\r]/g, (char) => ENTITIES[char] ?? char);
}

/** A text as an attribute's value in quotes: also its tabs and line breaks kept. */
export function xmlAttribute(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"'\r\n\t]/g, (char) => ENTITIES[char] ?? char);
}

/**
 * Decimals of a coordinate: six, a tenth of a metre on the ground, finer than any phone's fix
 * and short enough that a file of a few hundred points stays small.
 */
export const COORDINATE_DECIMALS = 6;

/** A WGS84 latitude or longitude in degrees, with fixed decimals and never "-0.000000". */
export function coordinateText(degrees: number): string {
  const text = degrees.toFixed(COORDINATE_DECIMALS);
  return /^-0\.0+$/.test(text) ? text.slice(1) : text;
}
