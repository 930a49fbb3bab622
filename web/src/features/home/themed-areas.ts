import type { ContentLang } from '@ecg/domain/rules/language';
import {
  GAME_PATH,
  attractionsListPath,
  couponsListPath,
  eventsListPath,
  placesListPath,
  toursListPath,
} from '@ecg/domain/routes';

export interface ThemedArea {
  id: number;
  /** Key of its title in the `home.areas` namespace. */
  title: string;
  /** Where it leads, built by the domain's route builders so it names a page that exists. */
  destination: (lang: ContentLang) => string;
  /** Shown only in zh-tw: coupons and the game exist only for the Chinese site. */
  hideAtForeign?: true;
  /** A placeholder page (requirements §2: the game): reachable by its address, not offered on the home. */
  placeholder?: true;
}

/** The seven themed areas of the home page (requirements §2), in the order they are shown. */
export const THEMED_AREAS: readonly ThemedArea[] = [
  { id: 1, title: 'attractions', destination: (lang) => attractionsListPath(lang) },
  { id: 2, title: 'tours', destination: (lang) => toursListPath(lang) },
  { id: 3, title: 'events', destination: (lang) => eventsListPath(lang) },
  { id: 4, title: 'food', destination: (lang) => placesListPath(lang, 'cuisines') },
  { id: 5, title: 'lodging', destination: (lang) => placesListPath(lang, 'accommodation') },
  { id: 6, title: 'coupons', destination: couponsListPath, hideAtForeign: true },
  { id: 7, title: 'game', destination: () => GAME_PATH, hideAtForeign: true, placeholder: true },
];

/**
 * The areas a visitor in this language sees: outside zh-tw, those marked hideAtForeign go; a
 * placeholder goes everywhere, since a tile that opens an empty page only disappoints.
 */
export function visibleThemedAreas(
  lang: ContentLang,
  areas: readonly ThemedArea[] = THEMED_AREAS,
): ThemedArea[] {
  return areas.filter((area) => !area.placeholder && (lang === 'zh-tw' || !area.hideAtForeign));
}
