import { describe, expect, it } from 'vitest';
import { pointsToOfficialSite } from './event-links';

describe('pointsToOfficialSite', () => {
  it.each<[string | undefined, boolean]>([
    // The feed's own pointers (data/sources/activities_2024.json).
    ['詳見官網', true],
    ['to see the official site', true],
    ['請詳見官方網站。', true],
    ['See the official website', true],
    // A place is a place, even beside a pointer.
    ['臺東縣成功鎮海濱公園', false],
    ['花蓮縣972秀林鄉水源村1-9號(東方夏威夷遊樂園舊址)', false],
    ['詳見官網：臺東森林公園', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (text, points) => {
    expect(pointsToOfficialSite(text)).toBe(points);
  });
});
