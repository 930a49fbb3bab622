/**
 * The favourites as a list to share (requirements §2 Shell: the share button, where the device
 * can share): plain text for the system share sheet, a title and a link per favourite, each link
 * opening the favourite's overlay in the app (requirements §2 Full-screen detail overlays).
 */
import type { FavouriteEntry } from '../contracts/favourites';
import { PWA_BASE_PATH, attractionDetailPath, overlayQuery } from '../routes';
import { overlayListPath } from './back-link';
import type { FavouriteGroup } from './favourites';
import type { ContentLang } from './language';

type Linked = Pick<FavouriteEntry, 'kind' | 'id'>;

/**
 * The app route of a favourite's overlay: an attraction's own path, any other kind's overlay
 * over the list its back link leads to (rules/back-link.ts), so closing it lands where Back would.
 */
export function favouriteRoute(entry: Linked, lang: ContentLang): string {
  if (entry.kind === 'attraction') return attractionDetailPath(lang, entry.id);
  const query = overlayQuery({ kind: entry.kind, id: String(entry.id) });
  return `${overlayListPath(entry.kind, lang)}?${query}`;
}

/**
 * The full address of that route, for another phone: the app's origin (the caller's, as
 * `https://host`), its base path, the route after the hash (docs/architecture.md: hash routes).
 */
export function favouriteLink(entry: Linked, lang: ContentLang, origin: string): string {
  return `${origin.replace(/\/+$/, '')}${PWA_BASE_PATH}#${favouriteRoute(entry, lang)}`;
}

/** One line of a plain text: a title's line breaks and runs of spaces as one space. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export interface ShareListInput {
  /** The list's first line, in the visitor's language (e.g. "My Favorites"). */
  heading: string;
  lang: ContentLang;
  origin: string;
}

/**
 * The visible favourites (rules/favourites.ts `visibleFavourites`) as plain text: the heading,
 * then each favourite's title and link on two lines, a blank line between favourites, in the
 * order "My Favorites" shows them. Nothing is added in any language of ours.
 */
export function favouritesShareText(
  groups: readonly FavouriteGroup[],
  { heading, lang, origin }: ShareListInput,
): string {
  const items = groups.flatMap((group) =>
    group.entries.map((entry) => `${oneLine(entry.title)}\n${favouriteLink(entry, lang, origin)}`),
  );
  return [oneLine(heading), ...items].join('\n\n');
}
