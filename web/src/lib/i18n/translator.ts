import { interpolate } from './interpolate';

/** A locale file: nested objects of messages, read by dotted keys (`home.title`). */
export interface Strings {
  readonly [name: string]: string | Strings;
}

/** A message's values: `{{name}}` placeholders, `count` for plurals, `defaultValue` when missing. */
export interface TValues {
  readonly count?: number;
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
}

/** A message by key: in the language shown, else in its fallback, else the key itself. */
export type TFunction = (key: string, values?: TValues) => string;

/**
 * A set of interface strings (docs/performance.md, Interface strings): the language shown, its
 * fallback, the messages loaded so far, and who to tell when any of them changes.
 */
export interface I18n {
  readonly language: string;
  /** A new function whenever the language or the messages change, as the hook's memo key. */
  readonly t: TFunction;
  /** Counts the changes: React's snapshot of this store. */
  readonly version: number;
  changeLanguage(language: string): void;
  /** Adds messages to a language, deep-merged with those it has (a shell and a content file). */
  addStrings(language: string, strings: Strings): void;
  hasStrings(language: string): boolean;
  subscribe(listener: () => void): () => void;
}

export interface I18nOptions {
  language: string;
  /** The language a message missing in `language` is looked up in next (one step, as i18next). */
  fallbackOf?: (language: string) => string | undefined;
  strings?: Readonly<Record<string, Strings>>;
}

type Tree = Record<string, unknown>;

function merge(into: Tree, from: Strings): void {
  for (const [name, value] of Object.entries(from)) {
    const held = into[name];
    if (typeof value === 'object' && typeof held === 'object' && held !== null) {
      merge(held as Tree, value);
    } else {
      into[name] = typeof value === 'object' ? structuredClone(value) : value;
    }
  }
}

function find(tree: Tree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  // An empty message counts as missing, as i18next's `returnEmptyString: false`.
  return typeof node === 'string' && node !== '' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The keys tried in one language, most specific first (i18next's order: `_zero` for 0 first). */
function keysFor(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const form = pluralOf(language, count);
  const keys = count === 0 ? [`${key}_zero`, `${key}_${form}`, key] : [`${key}_${form}`, key];
  if (form !== 'other') keys.push(`${key}_other`);
  return keys;
}

export function createI18n({ language, fallbackOf, strings = {} }: I18nOptions): I18n {
  const trees = new Map<string, Tree>();
  const listeners = new Set<() => void>();
  let current = language;
  let version = 0;

  const lookUp = (key: string, count: unknown): string | undefined => {
    const fallback = fallbackOf?.(current);
    const chain = fallback && fallback !== current ? [current, fallback] : [current];
    for (const code of chain) {
      for (const candidate of keysFor(key, code, count)) {
        const found = find(trees.get(code), candidate);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };

  const makeT = (): TFunction => (key, values) => {
    const message = lookUp(key, values?.count) ?? values?.defaultValue;
    if (message === undefined) return key;
    return values ? interpolate(message, values) : message;
  };

  let t = makeT();
  const changed = () => {
    version += 1;
    t = makeT();
    for (const listener of listeners) listener();
  };

  for (const [code, tree] of Object.entries(strings)) {
    const held: Tree = {};
    merge(held, tree);
    trees.set(code, held);
  }

  return {
    get language() {
      return current;
    },
    get t() {
      return t;
    },
    get version() {
      return version;
    },
    changeLanguage(next) {
      if (next === current) return;
      current = next;
      changed();
    },
    addStrings(code, added) {
      let held = trees.get(code);
      if (!held) {
        held = {};
        trees.set(code, held);
      }
      merge(held, added);
      changed();
    },
    hasStrings: (code) => trees.has(code),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
