import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeatherAnswer } from '@ecg/domain/contracts';
import { WeatherDays } from './WeatherDays';

let language = 'en';
vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
    i18n: { language },
  }),
}));

const day = (date: string, icon: string, comment: string, pop: number) => ({
  standard_time: `${date} 06:00:00`,
  icon,
  comment,
  temp_min: 18,
  temp_max: 24,
  pop,
});
const answer = (meta: Partial<WeatherAnswer['meta']> = {}): WeatherAnswer => ({
  success: true,
  data: [
    day('2026-11-21', '09', '多雲時陰短暫雨', 70),
    day('2026-11-22', '08', '多雲短暫雨', 40),
    day('2026-11-23', '05', '多雲時陰', 20),
    day('2026-11-24', '03', '多雲時晴', 10),
  ],
  meta: {
    source: 'upstream',
    provider: 'CWA',
    fetchedAt: '2026-11-21 05:10:00',
    stale: false,
    ...meta,
  },
});

beforeEach(() => {
  language = 'en';
  vi.useFakeTimers({ toFake: ['Date'] });
  // 00:30 on Saturday 2026-11-21 in Taipei: still Friday in UTC.
  vi.setSystemTime(new Date('2026-11-21T00:30:00+08:00'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('WeatherDays (requirements §5, §9)', () => {
  it('shows the first three days, today and tomorrow by name in Taipei, then weekday and date', () => {
    render(<WeatherDays answer={answer()} />);
    const days = screen.getAllByRole('listitem');
    expect(days).toHaveLength(3);
    expect(days[0]?.textContent).toContain('weather.today');
    expect(days[1]?.textContent).toContain('weather.tomorrow');
    expect(days[2]?.querySelector('time')?.textContent).toBe('Mon, 11/23');
    expect(days[0]?.textContent).toContain('weather.temperature {"min":18,"max":24}');
    expect(days[0]?.textContent).toContain('weather.rainChance {"pop":70}');
  });

  it("names the sky by its kind in other languages, and with CWA's words in zh-tw", () => {
    render(<WeatherDays answer={answer()} />);
    expect(screen.getAllByText('weather.kind.showers')).toHaveLength(2);
    expect(screen.getByText('weather.kind.cloudy')).toBeTruthy();
    cleanup();
    language = 'zh-tw';
    render(<WeatherDays answer={answer()} />);
    expect(screen.getByText('多雲時陰短暫雨')).toBeTruthy();
    expect(screen.queryByText('weather.kind.showers')).toBeNull();
  });

  it('keeps the two later days behind a button that says whether they show', () => {
    render(<WeatherDays answer={answer()} />);
    const toggle = screen.getByRole('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('weather-days');
    expect(toggle.textContent).toBe('weather.moreDays {"count":2}');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('list').className).toContain('weather-days--expanded');
  });

  it('has no button for a single day', () => {
    render(<WeatherDays answer={{ ...answer(), data: answer().data.slice(0, 1) }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('labels a sample as sample data, and a stale answer as not updated', () => {
    render(<WeatherDays answer={answer({ source: 'sample', fetchedAt: '2026-11-01 05:00:00' })} />);
    expect(screen.getByText('live.sample')).toBeTruthy();
    expect(screen.getByText('weather.sampleNote {"time":"2026-11-01 05:00"}')).toBeTruthy();
    expect(screen.queryByText('live.stale')).toBeNull();
    cleanup();
    render(<WeatherDays answer={answer({ stale: true })} />);
    expect(screen.getByText('live.stale')).toBeTruthy();
    expect(screen.getByText('weather.sourceNote {"time":"2026-11-21 05:10"}')).toBeTruthy();
    expect(screen.queryByText('live.sample')).toBeNull();
  });

  it('greys a forecast kept after asking again failed, with the time it was issued', () => {
    const { container } = render(
      <WeatherDays answer={answer({ observedAt: '2026-11-21 05:00:00' })} kept />,
    );
    expect(container.querySelector('.weather')?.className).toContain('weather--kept');
    expect(screen.getByText('live.stale')).toBeTruthy();
    expect(screen.getByText('weather.sourceNote {"time":"2026-11-21 05:00"}')).toBeTruthy();
  });

  it('drops the day before the Taipei today from an answer kept since yesterday evening', () => {
    // 00:30 on Sunday 2026-11-22 in Taipei, 08:30 on Saturday in Los Angeles.
    vi.setSystemTime(new Date('2026-11-22T00:30:00+08:00'));
    render(<WeatherDays answer={answer()} />);
    const days = screen.getAllByRole('listitem');
    expect(days[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22');
    expect(days[0]?.textContent).toContain('weather.today');
    expect(days[1]?.textContent).toContain('weather.tomorrow');
    expect(days).toHaveLength(3);
  });

  it('never calls a sample day from another week today', () => {
    vi.setSystemTime(new Date('2027-02-01T09:00:00+08:00'));
    render(<WeatherDays answer={answer({ source: 'sample' })} />);
    expect(screen.queryByText('weather.today')).toBeNull();
    expect(screen.getAllByRole('listitem')[0]?.querySelector('time')?.textContent).toBe(
      'Sat, 11/21',
    );
  });
});
