import type { ContentLang } from './language';

/**
 * The product's Chinese name is the title of every page that names none (requirements §2); a reader
 * of another language gets the product's name in that language instead.
 */
export const DEFAULT_TITLE = '東部海岸國家風景區';

/** requirements §9: the meta description is cut to this many characters. */
export const META_DESCRIPTION_LENGTH = 150;

/** Only zh-tw pages carry keyword and description meta tags (requirements §2). */
const META_TAG_LANG: ContentLang = 'zh-tw';

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** A page's own title followed by the product name, or the product name alone. */
export function pageTitle(title?: string, productName?: string): string {
  const own = title?.trim();
  const product = productName?.trim() || DEFAULT_TITLE;
  return own ? `${own} | ${product}` : product;
}

function decodeEntity(entity: string, body: string): string {
  const named = NAMED_ENTITIES[body.toLowerCase()];
  if (named !== undefined) return named;
  const numeric = /^#(x[0-9a-f]+|\d+)$/i.exec(body);
  if (!numeric?.[1]) return entity;
  const digits = numeric[1];
  const code =
    digits[0] === 'x' || digits[0] === 'X' ? parseInt(digits.slice(1), 16) : Number(digits);
  // An entity naming no valid code point is left as written rather than throwing.
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * The meta description of an HTML body: markup and every whitespace character removed
 * (requirements §2), then cut to 150 code points so an emoji is never split in half.
 */
export function metaDescription(html: string): string {
  const text = html
    // Script and style bodies are code, not prose a search engine should quote.
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    // Entities are decoded after tags are gone, so an escaped `&lt;b&gt;` stays as text.
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, decodeEntity)
    // JavaScript's \s covers U+00A0 (from &nbsp;), U+3000 and line breaks alike.
    .replace(/\s+/g, '');
  return Array.from(text).slice(0, META_DESCRIPTION_LENGTH).join('');
}

/** How a page joins the parts of its own title ("自然景觀 · 景點"). */
export const TITLE_PART_SEPARATOR = ' · ';

/**
 * A page's keywords (requirements §2): the parts of its own title, the most particular first,
 * then the site's keywords (a comma list); each once, none empty.
 */
export function pageKeywords(title: string | undefined, siteKeywords: string): string[] {
  const own = title === undefined ? [] : title.split(TITLE_PART_SEPARATOR);
  const words = [...own, ...siteKeywords.split(',')].map((word) => word.trim()).filter(Boolean);
  return [...new Set(words)];
}

export interface MetaTag {
  name: 'keywords' | 'description';
  content: string;
}

export interface MetaSource {
  /** A comma list, or the separate keywords. */
  keywords?: string | readonly string[];
  /** The page's HTML or text; it is turned into a description here. */
  description?: string;
}

/** The keyword and description meta entries of a page; none outside zh-tw, none empty. */
export function metaTags(lang: ContentLang, source: MetaSource): MetaTag[] {
  if (lang !== META_TAG_LANG) return [];
  const tags: MetaTag[] = [];
  const keywords =
    typeof source.keywords === 'string' ? source.keywords.trim() : source.keywords?.join(',');
  if (keywords) tags.push({ name: 'keywords', content: keywords });
  const description = source.description === undefined ? '' : metaDescription(source.description);
  if (description) tags.push({ name: 'description', content: description });
  return tags;
}
