/**
 * Where an event's visitor finds more (requirements §2 event detail: links). The Tourism
 * Administration's event feed often gives no place but a pointer to the organiser's site
 * ("詳見官網", or in its English records "to see the official site"), which is no place: the
 * app says it in the reader's language and opens the event's link from it.
 */

const OFFICIAL_SITE_POINTER =
  /^\s*(?:請?(?:詳見|參見|詳|見|參閱)官(?:方網站|網)|(?:to\s+)?see\s+(?:the\s+)?official\s+(?:web)?site)\s*[。.]?\s*$/i;

/** Whether a location says only "see the official site", which is no place. */
export const pointsToOfficialSite = (text: string | undefined): boolean =>
  text !== undefined && OFFICIAL_SITE_POINTER.test(text);
