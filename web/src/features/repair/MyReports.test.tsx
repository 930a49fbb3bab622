import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
import { answered, outboxEntry } from '@/lib/outbox/outbox-test-entries';
import { MyReports } from './MyReports';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const outbox = vi.hoisted(() => ({ entries: [] as OutboxEntry[] }));
vi.mock('@/lib/outbox/use-outbox', () => ({ useOutbox: () => outbox.entries }));

afterEach(cleanup);

/** Saved offline and not yet sent. */
const savedOffline = { state: 'waiting', savedAt: parseTaipei('2026-11-21 09:40:00') } as const;

describe('MyReports (docs/writes.md, The outbox)', () => {
  it('lists a report saved offline as not yet sent, beside those sent', () => {
    outbox.entries = [
      outboxEntry('faultRepair', savedOffline),
      outboxEntry(
        'faultRepair',
        answered('R-2611-0001', 'abcdefABCDEF', '2026-11-20 08:15:00', { report: 'lamp' }),
      ),
      outboxEntry('suggest', savedOffline),
    ];
    render(
      <MemoryRouter>
        <MyReports />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'repair.mine' })).toBeTruthy();
    const waiting = screen.getAllByText('repair.queued');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.closest('li')?.textContent).toContain('2026-11-21 09:40');
    expect(screen.getByRole('link').textContent).toContain('R-2611-0001');
  });

  it('lists a report saved offline even when none was sent yet', () => {
    outbox.entries = [outboxEntry('faultRepair', savedOffline)];
    render(
      <MemoryRouter>
        <MyReports />
      </MemoryRouter>,
    );
    expect(screen.getByText('repair.queued')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
