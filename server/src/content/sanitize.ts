import sanitizeHtml from 'sanitize-html';
import { lineHtml } from './structure';

/**
 * Content HTML is untrusted (it comes from upstream feeds and editors): it is cleaned
 * before it is stored and again before it is served. Only structure and links survive;
 * no scripts, styles, event handlers, frames, or links other than http(s), mailto and tel.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'a',
    'blockquote',
  ],
  // target and rel are set by the transform below, whatever the source wrote.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the app in a new tab, and never hand it the opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, policy).trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Upstream descriptions are plain text: each line break starts a paragraph, numbered items
 * run together become an ordered list, and a ==label== marker a heading.
 */
export function textToHtml(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return sanitizeContent(lines.map((line) => lineHtml(escapeHtml(line))).join(''));
}

/** The words of an HTML fragment, for search: no tags, entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h3|h4|li|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What an operator wrote (the console's notices): HTML when it holds a tag, cleaned as all
 * content; otherwise plain text, a paragraph a line.
 */
export function authoredHtml(text: string): string {
  return /<\/?[a-z][^>]*>/i.test(text) ? sanitizeContent(text) : textToHtml(text);
}
