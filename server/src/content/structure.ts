/**
 * Upstream descriptions are flat text: numbered items run together in one line
 * ("搭乘公車：1.搭乘…下車。2.搭乘…下車。"), and notices are set off with ==重要公告== markers.
 * These read them as structure: an ordered list, a heading, a notice taken out of the text.
 */

/** An item number: 1. 1、 1． 1) 1） (1) （1）, not part of a longer number or a decimal. */
const ITEM_MARKER = /(?<![\d.,:/A-Za-z])(?:[(（](\d{1,2})[)）]|(\d{1,2})[.．、)）](?!\d))\s*/g;

interface ItemMarker {
  number: number;
  /** Items of one list are all bracketed, (1) (2), or none is: upstreams mix 1、2、3. freely. */
  bracketed: boolean;
  start: number;
  end: number;
}

function itemMarkers(text: string): ItemMarker[] {
  return [...text.matchAll(ITEM_MARKER)].map((match) => ({
    number: Number(match[1] ?? match[2]),
    bracketed: match[1] !== undefined,
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export interface NumberedItems {
  intro: string;
  items: string[];
  /** What follows a list that starts again at 1: another list, read on its own. */
  rest: string;
}

/**
 * The numbered items run together in a text: the text before them, the items (1, 2, 3 … in
 * order, at least two, none empty), and what follows where numbering starts again at 1.
 * Undefined where the text holds no such list (約1、2小時 is no list).
 */
export function numberedItems(text: string): NumberedItems | undefined {
  const markers = itemMarkers(text);
  for (const [index, first] of markers.entries()) {
    if (first.number !== 1) continue;
    const chain = [first];
    let restAt = text.length;
    for (const marker of markers.slice(index + 1)) {
      if (marker.bracketed !== first.bracketed) continue;
      if (marker.number === chain.length + 1) chain.push(marker);
      else if (marker.number === 1) {
        restAt = marker.start;
        break;
      }
    }
    if (chain.length < 2) continue;
    const items = chain.map((marker, at) =>
      text
        .slice(marker.end, chain[at + 1]?.start ?? restAt)
        .trim()
        .replace(/[；;，,、]$/, ''),
    );
    if (items.some((item) => [...item].length < 2)) continue;
    return { intro: text.slice(0, first.start).trim(), items, rest: text.slice(restAt).trim() };
  }
  return undefined;
}

/** An item's text, which may hold a list of its own ((1) (2) within 1.). */
function itemHtml(text: string): string {
  const list = numberedItems(text);
  if (!list) return text;
  const items = list.items.map((item) => `<li>${itemHtml(item)}</li>`).join('');
  return `${list.intro}<ol>${items}</ol>${itemHtml(list.rest)}`;
}

/** A paragraph's text (escaped already) as HTML: a paragraph, or its items as an ordered list. */
export function paragraphHtml(text: string): string {
  const list = numberedItems(text);
  if (!list) return text === '' ? '' : `<p>${text}</p>`;
  const items = list.items.map((item) => `<li>${itemHtml(item)}</li>`).join('');
  return `${paragraphHtml(list.intro)}<ol>${items}</ol>${paragraphHtml(list.rest)}`;
}

/** ==重要公告==, ＝＝注意事項＝＝: a label set off by two or more equals signs. */
const MARKER = /[=＝]{2,}\s*([^=＝\n]{1,20}?)\s*[=＝]{2,}/g;
const NOTICE_MARKER =
  /[=＝]{2,}[^=＝\n]{0,20}?(?:公告|通知|notice|お知らせ)[^=＝\n]{0,20}?[=＝]{2,}/i;

/**
 * Notices taken out of a description: what follows a notice marker (==重要公告==) to the end
 * of its line, so it is shown as a notice with its date, not as part of the story.
 */
export function takeAnnouncements(text: string): { text: string; announcements: string[] } {
  const announcements: string[] = [];
  const lines = text.split('\n').map((line) => {
    const [kept = '', ...notices] = line.split(new RegExp(NOTICE_MARKER, 'gi'));
    announcements.push(...notices.map((notice) => notice.trim()).filter((notice) => notice));
    return kept.trimEnd();
  });
  return { text: lines.join('\n').trim(), announcements };
}

/** A line's text (escaped already) as HTML: any other ==label== marker becomes a heading. */
export function lineHtml(text: string): string {
  const parts = text.split(MARKER);
  // split() with a group alternates text and labels: text, label, text, label, text …
  return parts
    .map((part, at) => (at % 2 === 1 ? `<h3>${part.trim()}</h3>` : paragraphHtml(part.trim())))
    .join('');
}

/**
 * Content written as HTML (our translations) with the same structure: a paragraph of plain
 * text whose items run together becomes its list, and a ==label== marker a heading.
 */
export function structureHtml(html: string): string {
  return html.replace(/<p>([^<]*)<\/p>/g, (_, text: string) => lineHtml(text.trim()));
}
