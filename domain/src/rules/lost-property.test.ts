import { describe, expect, it } from 'vitest';
import { isShownFoundItem, type FoundItemState } from './lost-property';

describe('isShownFoundItem', () => {
  it.each([
    ['held', '2026-12-31', '2026-11-26', true],
    ['held', '2026-11-26', '2026-11-26', true],
    ['held', '2026-11-25', '2026-11-26', false],
    ['returned', '2026-12-31', '2026-11-26', false],
    ['disposed', '2026-12-31', '2026-11-26', false],
  ] as [FoundItemState, string, string, boolean][])(
    '%s until %s, on %s: %s',
    (state, keepUntil, today, shown) => {
      expect(isShownFoundItem({ state, keepUntil }, today)).toBe(shown);
    },
  );
});
