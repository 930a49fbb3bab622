import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaceNotices } from './PlaceNotices';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: { year?: string }) => (values?.year ? `${key} ${values.year}` : key),
  }),
}));

/** Sanxiantai's bridge notice as the seed dates it. */
const bridge = {
  text: 'The Eight-Arch Bridge is closed until June 30, 2021.',
  reported: '2021-03-31',
  until: '2021-06-30',
};

function renderAt(iso: string, access: 'open' | 'restricted' = 'open') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  return render(
    <MemoryRouter>
      <PlaceNotices access={access} closures={[bridge]} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PlaceNotices', () => {
  it('shows a notice as a closure while its last day has not passed in Taipei', () => {
    renderAt('2021-06-30T15:59:00Z');
    expect(screen.getByRole('heading', { name: 'place.closure' })).toBeTruthy();
    expect(screen.getByText(bridge.text)).toBeTruthy();
  });

  it('shows nothing of a notice whose last day has passed: it is history, kept further down', () => {
    const { container } = renderAt('2026-11-25T10:00:00+08:00');
    expect(container.textContent).toBe('');
  });

  it('tells a notice that names no day, reported over a year ago, with its year, as no closure', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00+08:00'));
    render(
      <MemoryRouter>
        <PlaceNotices access="open" closures={[{ text: '步道封閉中', reported: '2021-03-31' }]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'place.closure' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'closureNotice.dated 2021' })).toBeTruthy();
  });

  it('keeps the restricted-access warning, which comes from the agency, not from a notice', () => {
    renderAt('2026-11-25T10:00:00+08:00', 'restricted');
    expect(screen.getByRole('heading', { name: 'place.restricted' })).toBeTruthy();
    expect(screen.queryByText(bridge.text)).toBeNull();
  });
});
