/**
 * A KML 2.2 file of named groups of points (rules/point-groups.ts), for the visitor's favourites
 * ("My Favorites", requirements §2) or a trip (requirements §3 Tour) to open in Google Earth or a
 * maps app: a `<Folder>` per group (a kind of favourite, a trip's day), a placemark per point,
 * and with the `routes` layout a line through the group's points in order.
 */
import { type NamedPoint, type PointFile, type PointLayout, drawableGroups } from './point-groups';
import { coordinateText, xmlAttribute, xmlText } from './xml-text';

export const KML_NAMESPACE = 'http://www.opengis.net/kml/2.2';
/** KML 2.2 names a document's author and a feature's link in Atom's terms. */
export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
/** What a KML file is served as. */
export const KML_MEDIA_TYPE = 'application/vnd.google-earth.kml+xml';

const element = (name: string, text: string | undefined, indent: string): string[] =>
  text === undefined || text === '' ? [] : [`${indent}<${name}>${xmlText(text)}</${name}>`];

/** KML writes longitude first: "lng,lat". */
const position = (point: NamedPoint): string =>
  `${coordinateText(point.lng)},${coordinateText(point.lat)}`;

/** A placemark, its children in the order of the KML 2.2 schema: name, atom:link, description. */
function placemarkLines(point: NamedPoint, indent: string): string[] {
  const inner = `${indent}  `;
  return [
    `${indent}<Placemark>`,
    ...element('name', point.name, inner),
    ...(point.link === undefined
      ? []
      : [`${inner}<atom:link rel="related" href="${xmlAttribute(point.link)}"/>`]),
    ...element('description', point.description, inner),
    `${inner}<Point><coordinates>${position(point)}</coordinates></Point>`,
    `${indent}</Placemark>`,
  ];
}

/** A group's line in order of its points, named after the group (a trip's day). */
function lineLines(name: string, points: NamedPoint[], indent: string): string[] {
  if (points.length < 2) return [];
  return [
    `${indent}<Placemark>`,
    ...element('name', name, `${indent}  `),
    `${indent}  <LineString><tessellate>1</tessellate><coordinates>${points.map(position).join(' ')}</coordinates></LineString>`,
    `${indent}</Placemark>`,
  ];
}

/**
 * The KML text: `file.title` as the document's name, `file.creator` as its Atom author. Points
 * without a readable position and empty groups are left out (`drawableGroups`).
 */
export function toKml(file: PointFile, layout: PointLayout): string {
  const folders = drawableGroups(file.groups).flatMap((group) => [
    '    <Folder>',
    ...element('name', group.name, '      '),
    ...(layout === 'routes' ? lineLines(group.name, group.points, '      ') : []),
    ...group.points.flatMap((point) => placemarkLines(point, '      ')),
    '    </Folder>',
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<kml xmlns="${KML_NAMESPACE}" xmlns:atom="${ATOM_NAMESPACE}">`,
    '  <Document>',
    ...element('name', file.title, '    '),
    `    <atom:author><atom:name>${xmlText(file.creator)}</atom:name></atom:author>`,
    ...folders,
    '  </Document>',
    '</kml>',
    '',
  ].join('\n');
}
