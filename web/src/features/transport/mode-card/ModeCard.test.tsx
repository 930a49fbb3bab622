import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveMeta } from '@ecg/domain/contracts';
import { MemoryRouter } from '@/lib/router';
import { ModeCard, type ModeCardProps } from './ModeCard';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: { time?: string }) => (values?.time ? `${key} ${values.time}` : key),
  }),
}));

afterEach(cleanup);

const meta: LiveMeta = {
  source: 'upstream',
  provider: 'TDX',
  fetchedAt: '2026-11-30T08:05:00+08:00',
  observedAt: '2026-11-30T08:00:00+08:00',
  stale: false,
};

const card = (props: Partial<ModeCardProps> = {}) => (
  <MemoryRouter>
    <ModeCard
      title="Ferries"
      icon="M3 15h18"
      to="/en/search/airplane/ferries"
      light="running"
      sourceNote="ferries.source"
      sampleNote="ferries.sample"
      {...props}
    />
  </MemoryRouter>
);
const renderCard = (props: Partial<ModeCardProps> = {}) => render(card(props));

describe('ModeCard', () => {
  it('leads to the mode’s screen under its name', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Ferries' });
    expect(link.getAttribute('href')).toContain('/en/search/airplane/ferries');
    expect(screen.getByRole('heading', { level: 2, name: 'Ferries' })).toBeTruthy();
  });

  it.each([
    ['running', undefined, 'transport.light.running'],
    ['stopped', undefined, 'transport.light.stopped'],
    ['unknown', undefined, 'transport.light.unknown'],
    ['disrupted', 'Sailings stopped at 14:00', 'Sailings stopped at 14:00'],
  ] as const)('says its %s light in words: %s', (light, lightText, words) => {
    const { container } = renderCard({ light, lightText });
    const line = container.querySelector(`.mode-card__light--${light}`);
    expect(line?.textContent).toBe(words);
  });

  it('gives the last way back only when one is known', () => {
    const { rerender, container } = renderCard();
    expect(container.querySelector('.mode-card__last')).toBeNull();
    rerender(card({ lastBack: '16:30 Green Island → Fugang' }));
    expect(container.querySelector('.mode-card__last')?.textContent).toBe(
      'transport.lastBack 16:30 Green Island → Fugang',
    );
  });

  it('names its source and time, and marks a stale or kept answer', () => {
    const { container, rerender } = renderCard({ meta });
    expect(screen.getByText('ferries.source 2026-11-30T08:00')).toBeTruthy();
    expect(container.querySelector('.live-badge--stale')).toBeNull();
    rerender(card({ meta: { ...meta, stale: true } }));
    expect(container.querySelector('.live-badge--stale')?.textContent).toBe('live.stale');
  });

  it('shows no source line when there is no answer', () => {
    const { container } = renderCard({ light: 'unknown' });
    expect(container.querySelector('.live-source')).toBeNull();
  });
});
