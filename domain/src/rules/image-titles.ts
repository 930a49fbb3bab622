import type { ContentLang } from './language';

/** A picture as the content gives it: an address and, often, a title from its publisher. */
export interface TitledImage {
  src: string;
  title?: string | undefined;
}

/** A place's name as the content writes it (Chinese) and in the reader's language. */
export interface PlaceNames {
  zh: string;
  local: string;
}

/**
 * A picture's title in the reader's language. Publishers title most pictures with the
 * place's Chinese name: that title becomes the place's name in `lang`. Any other title is a
 * caption written only in Chinese (a view, a photo credit): outside zh-tw it is left out,
 * and the app titles the picture with the name of what it shows and its position instead.
 * `places` are the places the pictures can show (one for a place, several for a tour).
 */
export function imageInLanguage<T extends TitledImage>(
  image: T,
  lang: ContentLang,
  places: readonly PlaceNames[],
): T {
  if (lang === 'zh-tw' || image.title === undefined) return image;
  const title = image.title.trim();
  const shown = places.find((place) => place.zh.trim() === title);
  if (shown) return { ...image, title: shown.local };
  const untitled = { ...image };
  delete untitled.title;
  return untitled;
}
