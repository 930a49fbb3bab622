/** Guide videos play from YouTube's privacy-enhanced host: no cookies until the visitor plays. */
export const VIDEO_EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/** A watch, share or embed address of a video, as editors sometimes paste instead of its id. */
const VIDEO_ADDRESS = /(?:[?&]v=|youtu\.be\/|\/embed\/|\/shorts\/)([\w-]{6,})/;

/** The embedded player's address for a guide's video id (or a pasted video address). */
export function videoEmbedUrl(videoId: string): string {
  const id = VIDEO_ADDRESS.exec(videoId)?.[1] ?? videoId.trim();
  return `${VIDEO_EMBED_BASE}${encodeURIComponent(id)}`;
}
