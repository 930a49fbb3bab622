/**
 * The list in turns by region (Hualien, Taitung, Green Island, Hualien …), each region's own
 * order kept: a handful taken from the front then shows the whole coast, not one township.
 */
export function spreadByRegion<T extends { regionId: number | null }>(items: readonly T[]): T[] {
  const byRegion = new Map<number | null, T[]>();
  for (const item of items) {
    const queue = byRegion.get(item.regionId);
    if (queue) queue.push(item);
    else byRegion.set(item.regionId, [item]);
  }
  const queues = [...byRegion.values()];
  const spread: T[] = [];
  for (let turn = 0; spread.length < items.length; turn += 1) {
    for (const queue of queues) {
      const item = queue[turn];
      if (item !== undefined) spread.push(item);
    }
  }
  return spread;
}

/**
 * A tour's length on its tile, as a locale key and its values: one day is a day trip, since
 * Japanese has no "1日間" (docs/glossary.md); more days are counted.
 */
export function tourLength(days: number): [key: string, values: { count?: number }] {
  return days === 1 ? ['home.dayTrip', {}] : ['home.days', { count: days }];
}
