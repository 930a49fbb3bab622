import { describe, expect, it } from 'vitest';
import { ATOM_NAMESPACE, KML_NAMESPACE, toKml } from './kml';
import type { PointFile } from './point-groups';
import { readBackXml } from '../../test/xml-read-back';

/** A title with every character XML must escape, and one it cannot carry at all. */
const HOSTILE = `Fish & "Chips" <Taitung> 'n'\u0001`;
const HOSTILE_READ = `Fish & "Chips" <Taitung> 'n'`;

const file: PointFile = {
  title: `East Coast Guide · ${HOSTILE}`,
  creator: 'East Coast Guide <app>',
  groups: [
    {
      name: 'Day 1 & more',
      points: [
        { name: HOSTILE, lat: 23.1236, lng: 121.4113, link: 'https://x.tw/pwa/#/en/?shop=5&a=1' },
        { name: '三仙台', lat: 23.12345678, lng: 121.41234567, description: 'Eight <arches>' },
        { name: 'Nowhere', lat: 0, lng: 200 },
      ],
    },
    { name: 'Day 2', points: [{ name: '綠島', lat: 22.6617, lng: 121.4906 }] },
    { name: 'Empty day', points: [] },
  ],
};

interface Placemark {
  name: string;
  description?: string;
  'atom:link'?: { '@href': string; '@rel': string };
  Point?: { coordinates: string };
  LineString?: { coordinates: string };
}
interface Kml {
  kml: {
    '@xmlns': string;
    '@xmlns:atom': string;
    Document: {
      name: string;
      'atom:author': { 'atom:name': string };
      Folder?: { name: string; Placemark: Placemark[] }[];
    };
  };
}

/** The text is well-formed XML and reads back as KML. */
function readBack(xml: string): Kml['kml'] {
  return (readBackXml(xml, ['Folder', 'Placemark']) as Kml).kml;
}

const summary = (kml: Kml['kml']) =>
  kml.Document.Folder?.map((folder) => [
    folder.name,
    folder.Placemark.map((p) => [p.name, p.Point?.coordinates ?? p.LineString?.coordinates]),
  ]);

describe('toKml', () => {
  it.each(['points', 'routes'] as const)('%s: a KML 2.2 root with title and author', (layout) => {
    const xml = toKml(file, layout);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<kml ')).toBe(true);
    const kml = readBack(xml);
    expect(kml['@xmlns']).toBe(KML_NAMESPACE);
    expect(kml['@xmlns:atom']).toBe(ATOM_NAMESPACE);
    expect(kml.Document.name).toBe(`East Coast Guide · ${HOSTILE_READ}`);
    expect(kml.Document['atom:author']['atom:name']).toBe('East Coast Guide <app>');
  });

  it('points: a folder per group with points, a placemark per point, longitude first', () => {
    const kml = readBack(toKml(file, 'points'));
    expect(summary(kml)).toEqual([
      [
        'Day 1 & more',
        [
          [HOSTILE_READ, '121.411300,23.123600'],
          ['三仙台', '121.412346,23.123457'],
        ],
      ],
      ['Day 2', [['綠島', '121.490600,22.661700']]],
    ]);
    const [first, second] = kml.Document.Folder?.[0]?.Placemark ?? [];
    expect(first?.['atom:link']?.['@href']).toBe('https://x.tw/pwa/#/en/?shop=5&a=1');
    expect(second?.description).toBe('Eight <arches>');
  });

  it('routes: each group also a line through its points in order', () => {
    expect(summary(readBack(toKml(file, 'routes')))).toEqual([
      [
        'Day 1 & more',
        [
          ['Day 1 & more', '121.411300,23.123600 121.412346,23.123457'],
          [HOSTILE_READ, '121.411300,23.123600'],
          ['三仙台', '121.412346,23.123457'],
        ],
      ],
      ['Day 2', [['綠島', '121.490600,22.661700']]],
    ]);
  });

  it('writes the markup characters as entities, never raw', () => {
    const xml = toKml(file, 'points');
    expect(xml).toContain(
      '<name>Fish &amp; &quot;Chips&quot; &lt;Taitung&gt; &apos;n&apos;</name>',
    );
    expect(xml).toContain('href="https://x.tw/pwa/#/en/?shop=5&amp;a=1"');
  });

  it('an empty file is still a KML document', () => {
    const kml = readBack(toKml({ title: 'Mine', creator: 'App', groups: [] }, 'routes'));
    expect(kml.Document.name).toBe('Mine');
    expect(kml.Document.Folder).toBeUndefined();
  });
});
