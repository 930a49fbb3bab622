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

function serverAnswers(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
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

  it('keeps every read id when the answer failed, so nothing seen pops up again', async () => {
    serverAnswers({ success: false, message: 'busy' });
    expect(await getNotices('en')).toMatchObject({ notices: [], popupId: undefined });
    expect(readNoticeIds.get()).toEqual(['7', '9']);
    serverAnswers({ success: true, data: [warning] });
    expect((await getNotices('en')).popupId).toBeUndefined();
  });
});
