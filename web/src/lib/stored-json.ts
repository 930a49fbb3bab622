import type { PersistedClient } from './query';

/**
 * Each answer's JSON, made once. The cache is saved whole a second after any change (a notice
 * polled, a list's next page), and a map layer's answer of thousands of points took a long task
 * to encode at each save (docs/performance.md, bench:web). Answers are never changed in place
 * (a new answer is a new object), so an answer's JSON stays true while it is kept.
 */
const encoded = new WeakMap<object, string>();

function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  let json = encoded.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    encoded.set(value, json);
  }
  return json;
}

/** A list's answer as the cache keeps it: its pages, and what each was asked with. */
export interface PagedData {
  pages: unknown[];
  pageParams: unknown[];
}

export const isPaged = (data: unknown): data is PagedData =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as PagedData).pages) &&
  Array.isArray((data as PagedData).pageParams);

/** A list saved in part is a new object at each save, its pages the same: each page once. */
const dataJson = (data: unknown): string =>
  isPaged(data)
    ? `{"pages":[${data.pages.map(jsonOf).join(',')}],"pageParams":${JSON.stringify(data.pageParams)}}`
    : jsonOf(data);

/**
 * How long encoding may hold the page before it lets it draw a frame or take a tap. Fifty pages
 * of a map layer came in one burst, and their first encoding was one long task (50–140 ms with
 * the CPU slowed 4×, docs/performance.md, The map's moves); each answer alone is a few ms.
 */
export const ENCODE_SLICE_MS = 8;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Where an answer goes in the JSON of the rest: a string no answer's key holds. */
const SLOT = '\u0000answer';
const SLOT_JSON = JSON.stringify(SLOT);

/**
 * The cache as JSON, the same text JSON.stringify makes, with each answer's JSON made once
 * (the rest, keys and states, is small and made again), the page let go between answers every
 * ENCODE_SLICE_MS.
 */
export async function storedJson(client: PersistedClient): Promise<string> {
  const answers: string[] = [];
  const queries: typeof client.clientState.queries = [];
  let sliceStart = performance.now();
  for (const query of client.clientState.queries) {
    if (query.state.data === undefined) {
      queries.push(query);
      continue;
    }
    if (performance.now() - sliceStart > ENCODE_SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    answers.push(dataJson(query.state.data));
    queries.push({ ...query, state: { ...query.state, data: SLOT } });
  }
  const rest = JSON.stringify({ ...client, clientState: { ...client.clientState, queries } });
  return rest
    .split(SLOT_JSON)
    .map((part, index) => (index === 0 ? part : `${answers[index - 1] ?? 'null'}${part}`))
    .join('');
}
