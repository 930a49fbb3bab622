/**
 * What a deployment configures at build time (Vite env, documented in the README). Nothing
 * here is invented: a link or analytics property that is not configured is not shown or sent.
 */
const env = import.meta.env;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export const SOCIAL_LINKS = (
  [
    ['facebook', text(env.VITE_FACEBOOK_URL)],
    ['instagram', text(env.VITE_INSTAGRAM_URL)],
    ['youtube', text(env.VITE_YOUTUBE_URL)],
  ] as const
).flatMap(([name, url]) => (url?.startsWith('https://') ? [{ name, url }] : []));

/** The two analytics properties (comma-separated ids); none means analytics is off. */
export const ANALYTICS_IDS = (text(env.VITE_ANALYTICS_IDS) ?? '')
  .split(',')
  .map((id) => id.trim())
  .filter((id) => id !== '')
  .slice(0, 2);

export const IS_STAGING = text(env.VITE_STAGING) === 'true';
