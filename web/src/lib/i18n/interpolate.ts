/**
 * `{{name}}` placeholders filled from a message's values, unescaped (React escapes what it
 * renders), and `{{name, datetime(month: long)}}` formatted in the language shown, as i18next
 * did with `escapeValue: false` (docs/performance.md, Interface strings).
 */
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

type Format = (value: unknown) => string;
const formats = new Map<string, Format>();

/** `datetime(month: long; year: numeric)` → Intl's options, numbers and booleans as such. */
function optionsOf(text: string): Record<string, string | number | boolean> {
  const options: Record<string, string | number | boolean> = {};
  for (const pair of text.split(';')) {
    const [name = '', ...rest] = pair.split(':');
    const raw = rest
      .join(':')
      .trim()
      .replace(/^'+|'+$/g, '');
    const value = raw === 'true' ? true : raw === 'false' ? false : raw;
    if (name.trim()) options[name.trim()] = raw !== '' && !isNaN(Number(raw)) ? Number(raw) : value;
  }
  return options;
}

function formatOf(spec: string, language: string): Format | undefined {
  const id = `${language}|${spec}`;
  let format = formats.get(id);
  if (format) return format;
  const [, name = spec, options = ''] = /^\s*(\w+)\s*(?:\((.*)\))?\s*$/.exec(spec) ?? [];
  // The locale files use dates only; an unknown format leaves the value as it is, as i18next.
  if (name.toLowerCase() !== 'datetime') return undefined;
  const dates = new Intl.DateTimeFormat(language, optionsOf(options));
  format = (value) => dates.format(value as Date | number);
  formats.set(id, format);
  return format;
}

function valueOf(values: Readonly<Record<string, unknown>>, path: string): unknown {
  if (path in values) return values[path];
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function interpolate(
  message: string,
  values: Readonly<Record<string, unknown>>,
  language: string,
): string {
  if (!message.includes('{{')) return message;
  return message.replace(PLACEHOLDER, (whole, inner: string) => {
    const [name = '', ...spec] = inner.split(',');
    const key = name.trim();
    const value = valueOf(values, key);
    if (value === undefined) {
      // A value given as undefined says nothing; one not given at all leaves the placeholder.
      return Object.hasOwn(values, key) ? '' : whole;
    }
    if (value === null) return '';
    const format = spec.length > 0 ? formatOf(spec.join(',').trim(), language) : undefined;
    return format ? format(value) : String(value);
  });
}
