import type { ApiPathName } from '@ecg/domain/api-paths';
import type { OutboxEntry } from './outbox-store';

/*
 * For the tests of what lists the outbox: its entries as the outbox keeps them
 * (docs/writes.md, The outbox).
 */

/** An entry of the form `name`, sent unless `patch` says otherwise. */
export const outboxEntry = (name: ApiPathName, patch: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: crypto.randomUUID(),
  name,
  lang: 'en',
  body: {},
  savedAt: 0,
  state: 'sent',
  ...patch,
});

/** What a sent entry holds once the server took it: its receipt (`more`: a form's own fields). */
export const answered = (
  number: string,
  secret: string,
  createdAt: string,
  more: Record<string, unknown> = {},
) => ({
  state: 'sent' as const,
  status: 201,
  answer: { success: true, data: { number, secret, createdAt, ...more } },
});
