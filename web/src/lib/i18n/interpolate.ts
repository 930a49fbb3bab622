/**
 * `{{name}}` placeholders filled from a message's values, unescaped (React escapes what it
 * renders), as i18next did with `escapeValue: false` (docs/performance.md, Interface strings).
 * No value is formatted here: a month is named by the strings themselves (usual-months.ts), and
 * a format after a comma (`{{name, …}}`) is ignored.
 */
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function valueOf(values: Readonly<Record<string, unknown>>, path: string): unknown {
  if (path in values) return values[path];
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function interpolate(message: string, values: Readonly<Record<string, unknown>>): string {
  if (!message.includes('{{')) return message;
  return message.replace(PLACEHOLDER, (whole, inner: string) => {
    const [name = ''] = inner.split(',');
    const key = name.trim();
    const value = valueOf(values, key);
    if (value === undefined) {
      // A value given as undefined says nothing; one not given at all leaves the placeholder.
      return Object.hasOwn(values, key) ? '' : whole;
    }
    return value === null ? '' : String(value);
  });
}
