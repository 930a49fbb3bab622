import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_HOSTS } from '../src/plugins/security-headers';
import { dataDir } from './helper';

/** The fields that hold a picture's address in the data (requirements §3 images). */
const PICTURE_FIELDS = new Set(['src', 'thumb', 'image', 'images', 'cover']);

/** Every picture address anywhere in a JSON value. */
function picturesIn(value: unknown, field = '', found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (PICTURE_FIELDS.has(field)) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) picturesIn(item, field, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) picturesIn(item, key, found);
  }
  return found;
}

describe("the Content-Security-Policy's picture hosts", () => {
  it('hold every picture of the seeded content, so none is blocked', () => {
    const files = ['seed', 'editorial'].flatMap((folder) =>
      readdirSync(path.join(dataDir, folder))
        .filter((name) => name.endsWith('.json'))
        .map((name) => path.join(dataDir, folder, name)),
    );
    const pictures = files.flatMap((file) => picturesIn(JSON.parse(readFileSync(file, 'utf8'))));
    expect(pictures.length).toBeGreaterThan(800);
    const blocked = pictures.filter(
      (src) => !CONTENT_IMAGE_HOSTS.some((host) => src.startsWith(`${host}/`)),
    );
    expect(blocked).toEqual([]);
  });
});
