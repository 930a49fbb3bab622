import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video';

describe('videoEmbedUrl', () => {
  it.each([
    ['dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [' dQw4w9WgXcQ ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['a/b?c', 'https://www.youtube-nocookie.com/embed/a%2Fb%3Fc'],
  ])('%s → %s', (id, url) => {
    expect(videoEmbedUrl(id)).toBe(url);
  });
});
