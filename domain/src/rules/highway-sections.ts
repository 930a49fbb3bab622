/**
 * The sections of 台9 in the region, by kilometre (docs/live-data.md, Traffic control). The
 * Highway Bureau's camera list gives each camera's kilometre marker but (as recorded) no
 * position, so the Live tab places cameras by section, not on the map. The bounds follow the
 * places the cameras' own descriptions name (和平 146.8 K, 中仁隧道 152.9 K, 崇德 166.2 K,
 * 太魯閣大橋 170.3 K, 新城 175.9 K, 花蓮市 186.1 K, 鯉魚潭 198.7 K, 壽豐 216.1 K, 鳳林 220 K,
 * 瑞穗 262.2 K, 玉里 277.5 K, 富里 293.1–300.9 K); south of 320 K the recorded list has no
 * camera, and the bounds there are ours.
 */
export const T9_SECTIONS = [
  { id: 'suhua', fromKm: 140, toKm: 168 },
  { id: 'taroko-xincheng', fromKm: 168, toKm: 180 },
  { id: 'hualien-city', fromKm: 180, toKm: 196 },
  { id: 'shoufeng', fromKm: 196, toKm: 218 },
  { id: 'fenglin-guangfu', fromKm: 218, toKm: 250 },
  { id: 'ruisui-yuli', fromKm: 250, toKm: 290 },
  { id: 'fuli', fromKm: 290, toKm: 320 },
  { id: 'taitung', fromKm: 320, toKm: 400 },
  { id: 'south-link', fromKm: 400, toKm: Number.POSITIVE_INFINITY },
] as const;
export type T9SectionId = (typeof T9_SECTIONS)[number]['id'];

/** The section of a kilometre, or undefined north of the region. */
export function t9SectionOf(km: number): T9SectionId | undefined {
  return T9_SECTIONS.find((section) => km >= section.fromKm && km < section.toKm)?.id;
}

/** A kilometre marker as the Bureau writes it (`146K+790`, `158K+036`), in kilometres. */
export function kmOfMarker(marker: string): number | undefined {
  const match = /^\s*(\d+)K\+?(\d{1,3})?\s*$/i.exec(marker);
  if (!match) return undefined;
  return Number(match[1]) + (match[2] ? Number(match[2].padEnd(3, '0')) / 1000 : 0);
}

/** Items grouped by section, north to south, each group sorted by kilometre. */
export function bySection<T extends { km: number }>(
  items: readonly T[],
): { section: T9SectionId; items: T[] }[] {
  return T9_SECTIONS.flatMap((section) => {
    const inside = items
      .filter((item) => t9SectionOf(item.km) === section.id)
      .sort((a, b) => a.km - b.km);
    return inside.length > 0 ? [{ section: section.id, items: inside }] : [];
  });
}
