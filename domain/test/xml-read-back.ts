import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

/** XML's own characters only: a control or a noncharacter makes a reader stop. */
// eslint-disable-next-line no-control-regex -- finding what XML forbids is the point
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * A written file read back as a map or GPS app would (the GPX and KML writers' tests): it must be
 * well-formed, hold no character XML forbids, and parse; `arrays` names the elements always read
 * as lists, so one of them reads the same as several.
 */
export function readBackXml(xml: string, arrays: readonly string[]): unknown {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(NOT_XML.test(xml)).toBe(false);
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    htmlEntities: true,
    isArray: (name) => arrays.includes(name),
  }).parse(xml);
}
