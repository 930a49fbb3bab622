import { SUGGESTION_CONTACT_KEPT_DAYS } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERASING_INTERVAL_MS } from '../src/retention/erasing';
import type { Store } from '../src/store/core/database';
import { suggestionConsoleRepository } from '../src/store/suggestions/suggestion-console-repository';
import { suggestionRepository } from '../src/store/suggestions/suggestion-repository';
import { testApp } from './helper';

/**
 * The server erases what the forms promise to keep only for a time (docs/writes.md), on its own
 * timer: when it is ready and every hour after, whether or not anybody writes. Each kind's time
 * is its repository's table test; here, that the server runs them.
 */
const DAY = 86_400_000;
const SENT_AT = parseTaipei('2026-03-01 10:00');
const YEAR_UP = SENT_AT + SUGGESTION_CONTACT_KEPT_DAYS * DAY + 1;

async function sendSuggestion(store: Store): Promise<string> {
  return suggestionRepository(store).create({
    topic: 'signs',
    place: undefined,
    message: 'The sign at the harbour points the wrong way.',
    contact: { name: 'Ana', email: 'ana@example.tw', phone: undefined },
    codeHash: 'hash-ana',
    lang: 'en',
    createdAt: SENT_AT,
  });
}

const contactOf = async (store: Store, number: string) =>
  (await suggestionConsoleRepository(store).record(number))?.contact;

afterEach(() => {
  vi.useRealTimers();
});

describe('the erasing of personal data', () => {
  it("erases a suggestion's contact whose year is up once the server is ready", async () => {
    const { app, store } = await testApp({ now: () => YEAR_UP });
    const number = await sendSuggestion(store);
    await app.ready();
    expect(await contactOf(store, number)).toBeNull();
    expect((await suggestionConsoleRepository(store).record(number))?.message).toBe(
      'The sign at the harbour points the wrong way.',
    );
    await app.close();
    await store.destroy();
  });

  it('runs again every hour, with nothing written meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = YEAR_UP - DAY;
    const { app, store } = await testApp({ now: () => now });
    const number = await sendSuggestion(store);
    await app.ready();
    expect(await contactOf(store, number)).toMatchObject({ name: 'Ana' });

    now = YEAR_UP;
    vi.advanceTimersByTime(ERASING_INTERVAL_MS);
    await vi.waitFor(async () => expect(await contactOf(store, number)).toBeNull());
    await app.close();
    await store.destroy();
  });
});
