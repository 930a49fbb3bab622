import type { IdMap } from '../data-files/seed-records';

/**
 * Our ids are small integers that must never change once published: favourites, shared
 * links and reviews point at them. data/seed/ids.json remembers which upstream record got
 * which id; a merged place keeps the id of any of its records, and new places get the next.
 */
export class IdAllocator {
  private next: number;
  private readonly used = new Set<number>();

  constructor(private readonly known: IdMap) {
    const values = Object.values(known);
    this.next = values.length ? Math.max(...values) + 1 : 1;
  }

  /** The id of a thing known by these source keys, the first key being its preferred one. */
  idOf(sourceKeys: readonly string[]): number {
    const existing = sourceKeys
      .map((key) => this.known[key])
      .find((id) => id !== undefined && !this.used.has(id));
    const id = existing ?? this.next++;
    this.used.add(id);
    for (const key of sourceKeys) this.known[key] ??= id;
    return id;
  }

  /** The map to write back. Every key ever seen stays, so no id is ever given to another place. */
  snapshot(): IdMap {
    return Object.fromEntries(Object.entries(this.known).sort(([a], [b]) => a.localeCompare(b)));
  }
}
