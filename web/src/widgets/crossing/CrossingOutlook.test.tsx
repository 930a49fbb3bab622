import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrossingOutlookAnswer } from '@ecg/domain/contracts';
import { CrossingOutlookDays } from './CrossingOutlook';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
    i18n: { language: 'en' },
  }),
}));

const period = {
  area: '綠島蘭嶼海面',
  start: '2026-11-21 06:00:00',
  end: '2026-11-21 18:00:00',
  wave_height_text: '2.5至3.5公尺',
  wave_height_min: 2.5,
  wave_height_max: 3.5,
  beaufort_text: '6至7陣風9級',
  beaufort_min: 6,
  beaufort_max: 7,
};
const answer = (source: 'sample' | 'upstream'): CrossingOutlookAnswer => ({
  success: true,
  data: [
    {
      route: 'green-island',
      date: '2026-11-21',
      verdict: 'unlikely',
      reasons:
        source === 'sample'
          ? ['sample-forecast', 'rough-waves', 'typhoon-warning']
          : ['rough-waves', 'typhoon-warning'],
      forecast: [period],
      warnings: ['海上颱風警報'],
    },
  ],
  meta: {
    source,
    provider: 'CWA',
    fetchedAt: '2026-11-21 05:10:00',
    observedAt: '2026-11-21 05:00:00',
    stale: false,
  },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T08:00:00+08:00'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CrossingOutlookDays', () => {
  it('shows each day as an estimate, with its reasons, the warnings and the forecast it came from', () => {
    const { container } = render(<CrossingOutlookDays answer={answer('upstream')} />);
    const day = container.querySelector('.crossing-day--unlikely');
    expect(day?.querySelector('time')?.textContent).toBe('weather.today');
    expect(day?.querySelector('.crossing-day__verdict')?.textContent).toBe(
      'live.crossing.estimatelive.crossing.verdict.unlikely',
    );
    expect(screen.getByText('live.crossing.reasons.rough-waves')).toBeTruthy();
    expect(screen.getByText('live.crossing.reasons.typhoon-warning')).toBeTruthy();
    expect(screen.getByText('海上颱風警報')).toBeTruthy();
    expect(
      screen.getByText(
        'live.crossing.period {"area":"綠島蘭嶼海面","start":"11/21 06:00","end":"11/21 18:00"}',
      ),
    ).toBeTruthy();
    expect(screen.getByText('live.crossing.waves {"value":"2.5–3.5"}')).toBeTruthy();
    expect(screen.getByText('live.crossing.wind {"value":"6–7"}')).toBeTruthy();
    expect(screen.getByText('live.crossing.confirm')).toBeTruthy();
  });

  it('says when a route has no day, and gives the time the forecast was issued', () => {
    render(<CrossingOutlookDays answer={answer('upstream')} />);
    expect(screen.getByText('live.crossing.noDays')).toBeTruthy();
    expect(screen.getByText('live.crossing.sourceNote {"time":"2026-11-21 05:00"}')).toBeTruthy();
    expect(screen.queryByText('live.sample')).toBeNull();
  });

  it('marks a sample as one', () => {
    render(<CrossingOutlookDays answer={answer('sample')} />);
    expect(screen.getByText('live.sample')).toBeTruthy();
    expect(screen.getByText('live.crossing.sampleNote {"time":"2026-11-21 05:00"}')).toBeTruthy();
  });

  it('says in words, beside each verdict and first among its reasons, that a sample day is an example', () => {
    const { container } = render(<CrossingOutlookDays answer={answer('sample')} />);
    const day = container.querySelector('.crossing-day');
    expect(day?.querySelector('.crossing-day__verdict')?.textContent).toBe(
      'live.crossing.examplelive.crossing.verdict.unlikely',
    );
    expect(day?.querySelector('.crossing-day__reasons li')?.textContent).toBe(
      'live.crossing.reasons.sample-forecast',
    );
  });
});
