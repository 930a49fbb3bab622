/**
 * A GPX 1.1 file of named groups of points (rules/point-groups.ts), for the visitor's favourites
 * ("My Favorites", requirements §2) or a trip (requirements §3 Tour) to open in a hiking or maps
 * app, also offline. Favourites are waypoints whose `<type>` names their group; a trip's days
 * are routes, one `<rte>` a day, its stops in order.
 */
import { type NamedPoint, type PointFile, type PointLayout, drawableGroups } from './point-groups';
import { coordinateText, xmlAttribute, xmlText } from './xml-text';

export const GPX_NAMESPACE = 'http://www.topografix.com/GPX/1/1';
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
const GPX_SCHEMA = `${GPX_NAMESPACE} ${GPX_NAMESPACE}/gpx.xsd`;
/** What a GPX file is served as. */
export const GPX_MEDIA_TYPE = 'application/gpx+xml';

const element = (name: string, text: string | undefined, indent: string): string[] =>
  text === undefined || text === '' ? [] : [`${indent}<${name}>${xmlText(text)}</${name}>`];

/**
 * One point as `<wpt>` or `<rtept>`, its children in the order of the GPX 1.1 schema: name,
 * desc, link, type.
 */
function pointLines(tag: string, point: NamedPoint, indent: string, type?: string): string[] {
  const inner = `${indent}  `;
  return [
    `${indent}<${tag} lat="${coordinateText(point.lat)}" lon="${coordinateText(point.lng)}">`,
    ...element('name', point.name, inner),
    ...element('desc', point.description, inner),
    ...(point.link === undefined ? [] : [`${inner}<link href="${xmlAttribute(point.link)}"/>`]),
    ...element('type', type, inner),
    `${indent}</${tag}>`,
  ];
}

/**
 * The GPX text: `file.title` as the metadata's name, `file.creator` as the creator. With the
 * `points` layout every point is a waypoint; with `routes` each group is a route named after
 * it. Points without a readable position and empty groups are left out (`drawableGroups`).
 */
export function toGpx(file: PointFile, layout: PointLayout): string {
  const groups = drawableGroups(file.groups);
  const body =
    layout === 'points'
      ? groups.flatMap((group) =>
          group.points.flatMap((point) => pointLines('wpt', point, '  ', group.name)),
        )
      : groups.flatMap((group) => [
          '  <rte>',
          ...element('name', group.name, '    '),
          ...group.points.flatMap((point) => pointLines('rtept', point, '    ')),
          '  </rte>',
        ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx xmlns="${GPX_NAMESPACE}" xmlns:xsi="${XSI_NAMESPACE}" xsi:schemaLocation="${GPX_SCHEMA}" version="1.1" creator="${xmlAttribute(file.creator)}">`,
    '  <metadata>',
    ...element('name', file.title, '    '),
    '  </metadata>',
    ...body,
    '</gpx>',
    '',
  ].join('\n');
}
