import { describe, expect, it } from 'vitest';
import { GPX_NAMESPACE, toGpx } from './gpx';
import type { PointFile } from './point-groups';
import { readBackXml } from '../../test/xml-read-back';

/** A title with every character XML must escape, and two it cannot carry at all. */
const HOSTILE = `Fish & "Chips" <Taitung> 'n'\u0001\uFFFE`;
const HOSTILE_READ = `Fish & "Chips" <Taitung> 'n'`;

const file: PointFile = {
  title: `East Coast Guide · ${HOSTILE}`,
  creator: 'East Coast Guide & co',
  groups: [
    {
      name: 'Day 1 <north>',
      points: [
        { name: HOSTILE, lat: 23.1236, lng: 121.4113, link: 'https://x.tw/pwa/#/en/?shop=5&a=1' },
        {
          name: '三仙台',
          lat: 23.12345678,
          lng: 121.41234567,
          description: 'Bridge\r\nof eight arches',
        },
        { name: 'Nowhere', lat: 91, lng: 0 },
      ],
    },
    { name: 'Day 2', points: [{ name: '綠島', lat: 22.6617, lng: 121.4906 }] },
    { name: 'Empty day', points: [] },
  ],
};

interface GpxPoint {
  '@lat': string;
  '@lon': string;
  name: string;
  desc?: string;
  link?: { '@href': string };
  type?: string;
}
interface Gpx {
  gpx: {
    '@xmlns': string;
    '@version': string;
    '@creator': string;
    metadata: { name: string };
    wpt?: GpxPoint[];
    rte?: { name: string; rtept: GpxPoint[] }[];
  };
}

/** The text is well-formed XML and reads back as GPX. */
function readBack(xml: string): Gpx['gpx'] {
  return (readBackXml(xml, ['wpt', 'rte', 'rtept']) as Gpx).gpx;
}

describe('toGpx', () => {
  it.each(['points', 'routes'] as const)(
    '%s: a GPX 1.1 root with the title and creator',
    (layout) => {
      const xml = toGpx(file, layout);
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gpx ')).toBe(true);
      const gpx = readBack(xml);
      expect(gpx['@xmlns']).toBe(GPX_NAMESPACE);
      expect(gpx['@version']).toBe('1.1');
      expect(gpx['@creator']).toBe('East Coast Guide & co');
      expect(gpx.metadata.name).toBe(`East Coast Guide · ${HOSTILE_READ}`);
    },
  );

  it('points: a waypoint per readable point, its group as its type', () => {
    const gpx = readBack(toGpx(file, 'points'));
    expect(gpx.rte).toBeUndefined();
    expect(gpx.wpt?.map((p) => [p['@lat'], p['@lon'], p.name, p.type])).toEqual([
      ['23.123600', '121.411300', HOSTILE_READ, 'Day 1 <north>'],
      ['23.123457', '121.412346', '三仙台', 'Day 1 <north>'],
      ['22.661700', '121.490600', '綠島', 'Day 2'],
    ]);
    expect(gpx.wpt?.[0]?.link?.['@href']).toBe('https://x.tw/pwa/#/en/?shop=5&a=1');
    expect(gpx.wpt?.[1]?.desc).toBe('Bridge\r\nof eight arches');
  });

  it('routes: a route per group with points, its stops in order', () => {
    const gpx = readBack(toGpx(file, 'routes'));
    expect(gpx.wpt).toBeUndefined();
    expect(gpx.rte?.map((r) => [r.name, r.rtept.map((p) => p.name)])).toEqual([
      ['Day 1 <north>', [HOSTILE_READ, '三仙台']],
      ['Day 2', ['綠島']],
    ]);
    expect(gpx.rte?.[0]?.rtept[0]).not.toHaveProperty('type');
  });

  it('writes the markup characters as entities, never raw', () => {
    const xml = toGpx(file, 'points');
    expect(xml).toContain(
      '<name>Fish &amp; &quot;Chips&quot; &lt;Taitung&gt; &apos;n&apos;</name>',
    );
    expect(xml).toContain('href="https://x.tw/pwa/#/en/?shop=5&amp;a=1"');
  });

  it('an empty file is still a GPX document', () => {
    const gpx = readBack(toGpx({ title: 'Mine', creator: 'App', groups: [] }, 'points'));
    expect(gpx.metadata.name).toBe('Mine');
    expect(gpx.wpt).toBeUndefined();
  });
});
