import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNotices } from './get-notices';
import { readNoticeIds } from './read-notices';

const warning = {
  id: 7,
  type: 2,
  title: 'Typhoon season',
  datetime: '2026-08-14 10:00:00',
  update_time: '2026-08-14 10:00:00',
  description: '',
  content: 'Typhoon season.',
  content_title: '',
  link: [],
};

function serverAnswers(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
}

beforeEach(() => readNoticeIds.set(['7', '9']));
afterEach(() => vi.unstubAllGlobals());

describe('the read state a fetch of the notices leaves (requirements §4)', () => {
  it('forgets the ids no longer published, and pops up nothing already read', async () => {
    serverAnswers({ success: true, data: [warning] });
    expect(await getNotices('en')).toMatchObject({ popupId: undefined });
    expect(readNoticeIds.get()).toEqual(['7']);
  });

  it.each([
    ['a refusal', { success: false, message: 'busy' }, 503],
    ['an answer its contract does not read', { success: true, data: [{ id: 7 }] }, 200],
  ])('keeps every read id after %s, so nothing seen pops up again', async (_, body, status) => {
    serverAnswers(body, status);
    await expect(getNotices('en')).rejects.toThrow();
    expect(readNoticeIds.get()).toEqual(['7', '9']);
    serverAnswers({ success: true, data: [warning] });
    expect((await getNotices('en')).popupId).toBeUndefined();
  });
});
