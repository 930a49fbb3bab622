/** A query's key: the call and what it asks (lib/api/query-keys.ts builds every key). */
export type QueryKey = readonly unknown[];

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A key as text, its objects' keys sorted: `{ a, b }` and `{ b, a }` ask the same question.
 * The same text TanStack Query made, so keys hash as they did.
 */
export const hashKey = (queryKey: QueryKey): string =>
  JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );

/** Whether `key` begins with `part`: its first items, an object item holding part's fields. */
export function partialMatchKey(key: unknown, part: unknown): boolean {
  if (key === part) return true;
  if (typeof key !== 'object' || typeof part !== 'object' || key === null || part === null)
    return false;
  return Object.keys(part).every((field) =>
    partialMatchKey(
      (key as Record<string, unknown>)[field],
      (part as Record<string, unknown>)[field],
    ),
  );
}

/**
 * `next`, keeping every part of `previous` that is equal to it: an answer asked again and
 * unchanged is the same object, so nothing a screen derives from it (memos, effects, the map's
 * markers) is made again (docs/performance.md, The query cache).
 */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const beforeKeys = Object.keys(before);
  const afterKeys = Object.keys(after);
  const copy: Record<string, unknown> = arrays ? (new Array(afterKeys.length) as never) : {};
  let same = 0;
  for (const key of afterKeys) {
    const kept = replaceEqualDeep(before[key], after[key]);
    copy[key] = kept;
    if (kept === before[key] && Object.hasOwn(before, key)) same += 1;
  }
  return beforeKeys.length === afterKeys.length && same === beforeKeys.length
    ? (previous as T)
    : (copy as T);
}
