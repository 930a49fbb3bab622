import { takeAnnouncements } from '../content/structure';
import { isGeneratedDescription } from '../content/text';
import type { ImportedPlace } from './types';

/**
 * A record's description as a description: the notices written into it (==重要公告==…) are
 * taken out as notices dated by the record, and a sentence the upstream generated from the
 * record's own fields (位於臺東縣的民宿) is no description at all.
 */
export function readDescription(place: ImportedPlace): ImportedPlace {
  const { text, announcements } = takeAnnouncements(place.description);
  return {
    ...place,
    description: isGeneratedDescription(text) ? '' : text,
    notices: [
      ...place.notices,
      ...announcements.map((notice) => ({ text: notice, reported: place.updatedAt })),
    ],
  };
}
