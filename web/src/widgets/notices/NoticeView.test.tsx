import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '@ecg/domain/contracts';
import { NoticeView } from './NoticeView';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

afterEach(cleanup);

const live = (kind: Notice['kind'], provider: string) =>
  ({
    id: `${provider.toLowerCase()}-x-0123456789ab`,
    type: 1,
    kind,
    title: 'A notice',
    datetime: '2026-12-01 06:30:00',
    description: 'Words.',
    content: '<p>Words.</p>',
    source: { provider, sample: false },
  }) as Notice;

describe('NoticeView: a live notice names its kind and its publisher', () => {
  it.each([
    ['warning', 'CWA', 'notices.type1', 'notices.source.warning'],
    ['traffic-control', 'TDX', 'notices.kind.traffic-control', 'notices.source.traffic-control'],
    ['rail', 'TDX', 'notices.kind.rail', 'notices.source.rail'],
    ['ferry-sailing', 'TDX', 'notices.kind.ferry-sailing', 'notices.source.ferry-sailing'],
    ['bus', 'TDX', 'notices.kind.bus', 'notices.source.bus'],
  ] as const)('%s (%s): badge %s, source %s', (kind, provider, badge, source) => {
    const { container } = render(<NoticeView notice={live(kind, provider)} />);
    expect(container.querySelector('.notice-type')?.textContent).toBe(badge);
    expect(container.querySelector('.notice-view__source')?.textContent).toBe(source);
  });
});
