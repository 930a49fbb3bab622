/*
 * What a call asks, as sent: the visitor app's, the console's and the keys of both build it here.
 */

/** What a call asks: the query filters of a GET or the JSON body of a POST. */
export type CallParams = Readonly<Record<string, string | number | undefined>>;

/** The params as sent: an empty filter is not sent, so it is no part of the question. */
export function sentParams(params: CallParams): Record<string, string | number> {
  const sent: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') sent[name] = value;
  }
  return sent;
}

/** The address of a call with params in its query (empty ones left out). */
export function callUrl(path: string, query: CallParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(sentParams(query))) params.set(key, String(value));
  const search = params.toString();
  return `${path}${search === '' ? '' : `?${search}`}`;
}
