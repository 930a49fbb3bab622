import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
import { answered, outboxEntry } from '@/lib/outbox/outbox-test-entries';
import { SuggestionTrack } from './SuggestionTrack';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const outbox = vi.hoisted(() => ({ entries: [] as OutboxEntry[] }));
vi.mock('@/lib/outbox/use-outbox', () => ({ useOutbox: () => outbox.entries }));

afterEach(cleanup);

describe('the suggestions kept on this phone, where a reply is looked up', () => {
  it('lists the suggestions sent from this phone, each a link to its reply with its code', () => {
    outbox.entries = [
      outboxEntry('suggest', answered('S-2611-0002', 'ABCDEFGHJKMN', '2026-11-21 10:03:00')),
      outboxEntry(
        'faultRepair',
        answered('R-2611-0001', 'secret-of-a-report', '2026-11-20 09:00:00'),
      ),
      outboxEntry('suggest', { state: 'waiting' }),
      outboxEntry('suggest', answered('S-2611-0001', '0123456789AB', '2026-11-20 08:15:00')),
    ];
    render(
      <MemoryRouter>
        <SuggestionTrack number={undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'suggestion.track.mine' })).toBeTruthy();
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.textContent?.includes('S-2611'));
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('S-2611-0002'),
      expect.stringContaining('S-2611-0001'),
    ]);
    expect(links[0]?.getAttribute('href')).toContain('S-2611-0002?secret=ABCDEFGHJKMN');
    expect(links[0]?.textContent).toContain('2026-11-21 10:03');
  });

  it('lists none when this phone has sent none', () => {
    outbox.entries = [outboxEntry('suggest', { state: 'waiting' })];
    render(
      <MemoryRouter>
        <SuggestionTrack number={undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'suggestion.track.mine' })).toBeNull();
  });
});
