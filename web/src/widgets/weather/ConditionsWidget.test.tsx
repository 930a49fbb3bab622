import { QueryClient, QueryClientProvider } from '@/lib/query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMeta } from '@ecg/domain/contracts';
import { ConditionsWidget } from './ConditionsWidget';
import type { ConditionsWhere } from './get-conditions';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
    i18n: { language: 'en' },
  }),
}));

const meta = (source: LiveMeta['source'], extra: Partial<LiveMeta> = {}): LiveMeta => ({
  source,
  provider: 'CWA',
  fetchedAt: '2026-11-21 08:10:00',
  stale: false,
  ...extra,
});

/** What each call answers, by the last part of its path; a number is an HTTP failure. */
const ANSWERS: Record<string, unknown> = {
  WeatherForecast: {
    success: true,
    data: [
      {
        standard_time: '2026-11-21 06:00:00',
        icon: '08',
        comment: '多雲短暫雨',
        temp_min: 19,
        temp_max: 24,
        pop: 40,
        humidity: 83,
        wind_direction: { point: 'NE', prevailing: true },
        wind_speed: 5,
      },
    ],
    meta: meta('sample'),
  },
  sunrise: {
    success: true,
    data: { date: '2026-11-21', sunrise: '2026-11-21 06:08:00', sunset: '2026-11-21 16:55:00' },
    meta: meta('computed', { provider: 'astronomy-engine' }),
  },
  // A day without a moonrise (requirements §3: said so, never blank).
  moonrise: {
    success: true,
    data: { date: '2026-11-21', moonset: '2026-11-21 13:02:00' },
    meta: meta('computed', { provider: 'astronomy-engine' }),
  },
  UV: 503,
  aqi: {
    success: true,
    data: '良好',
    aqi: 23,
    meta: meta('sample', { provider: 'MOENV', location: '花蓮' }),
  },
  Walrus: {
    success: true,
    data: [
      // The nearest station measures no current: the next one's is shown, with its name.
      { station: '花蓮浮標', standard_time: '2026-11-21 08:00:00', wave_height: 1.4 },
      { station: '花蓮港', standard_time: '2026-11-21 07:00:00', flow_speed: 0.3 },
    ],
    meta: meta('upstream', { observedAt: '2026-11-21 08:00:00', stale: true }),
  },
  Tidal: {
    success: true,
    data: [
      { time: '2026-11-21 03:10:00', tide: 'low' },
      { time: '2026-11-21 09:32:00', tide: 'high' },
      { time: '2026-11-21 15:48:00', tide: 'low' },
      { time: '2026-11-21 21:55:00', tide: 'high' },
    ],
    meta: meta('sample', { location: '花蓮' }),
  },
};

const fetchMock = vi.fn((input: string) => {
  const name = new URL(input, 'http://localhost').pathname.split('/').at(-1) ?? '';
  const answer = ANSWERS[name] ?? 404;
  return Promise.resolve(
    typeof answer === 'number'
      ? new Response('{"success":false,"message":"upstream failed"}', { status: answer })
      : Response.json(answer),
  );
});

function show(where: ConditionsWhere) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <ConditionsWidget lang="en" where={where} />
    </QueryClientProvider>,
  );
}

const tile = (label: string) => {
  const item = screen.getByText(label).closest('li');
  if (!item) throw new Error(`no tile ${label}`);
  return item;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T09:00:00+08:00'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  ANSWERS.UV = 503;
});

describe('ConditionsWidget (requirements §3 Weather, §4, §5)', () => {
  it('says Loading in every part before its answer comes, in tiles that keep their place', () => {
    show({ zipcode: 970 });
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    for (const item of screen.getAllByRole('listitem')) {
      expect(item.textContent).toContain('loading.label');
    }
  });

  it('shows each value with its source and time, and a failed UV call hides nothing else', async () => {
    show({ lat: 23.97501, lng: 121.60612, zipcode: 970 });
    await waitFor(() =>
      expect(tile('conditions.uv.title').textContent).toContain('conditions.unavailable'),
    );
    // The forecast days are there although UV failed.
    await waitFor(() => expect(document.querySelectorAll('.weather-day')).toHaveLength(1));

    expect(tile('conditions.sun.title').textContent).toContain('06:08');
    expect(tile('conditions.sun.title').textContent).toContain(
      'conditions.sun.set {"time":"16:55"}',
    );
    expect(tile('conditions.sun.title').textContent).toContain('conditions.provider.computed');
    expect(tile('conditions.moon.title').textContent).toContain('conditions.moon.none');
    expect(tile('conditions.humidity.title').textContent).toContain(
      'conditions.humidity.value {"value":83}',
    );
    expect(tile('conditions.wind.title').textContent).toContain(
      'conditions.wind.speed {"speed":5}',
    );
    expect(tile('conditions.wind.title').textContent).toContain(
      'conditions.wind.prevailing {"point":"conditions.wind.point.NE"}',
    );
    expect(tile('conditions.wave.title').textContent).toContain(
      'conditions.wave.value {"value":1.4}',
    );
    expect(tile('conditions.current.title').textContent).toContain(
      'conditions.current.value {"value":0.3}',
    );
    expect(tile('conditions.current.title').textContent).toContain('花蓮港');
    const tides = tile('conditions.tide.title');
    expect(tides.textContent).toContain('conditions.tide.high {"time":"09:32"}');
    expect(tides.textContent).toContain('conditions.tide.low {"time":"15:48"}');
    // A sample says so; a computed answer is no sample.
    expect(within(tides).getByText('live.sample')).toBeTruthy();
    expect(within(tile('conditions.sun.title')).queryByText('live.sample')).toBeNull();
    // The position goes to the calls, rounded; the forecast is the township's.
    const asked = fetchMock.mock.calls.map(([url]) => url);
    expect(asked).toContain('/en/opendata/UV?lat=23.975&lng=121.606&zipcode=970');
    expect(asked).toContain('/en/opendata/sunrise?lat=23.975&lng=121.606&zipcode=970');
    expect(asked).toContain('/en/opendata/WeatherForecast');
  });

  it('greys a stale answer and shows when it was observed, not when it was fetched', async () => {
    show({ zipcode: 970 });
    await waitFor(() => expect(tile('conditions.wave.title').textContent).toContain('1.4'));
    const waves = tile('conditions.wave.title');
    expect(waves.className).toContain('condition--kept');
    expect(within(waves).getByText('live.stale')).toBeTruthy();
    expect(waves.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T08:00+08:00');
    expect(tile('conditions.tide.title').className).not.toContain('condition--kept');
  });

  it('colours the UV level and the air quality by their level (requirements §4)', async () => {
    ANSWERS.UV = {
      success: true,
      data: { status: '高量級', uvi: 7, siteName: '花蓮' },
      meta: meta('upstream'),
    };
    show({ zipcode: 970 });
    await waitFor(() => expect(tile('conditions.uv.title').textContent).toContain('7'));
    const level = within(tile('conditions.uv.title')).getByText('conditions.uv.level.3');
    expect(level.style.backgroundColor).toMatch(/#FF8C00|rgb\(255, 140, 0\)/i);
    expect(tile('conditions.uv.title').textContent).toContain('conditions.at {"place":"花蓮"}');
    await waitFor(() =>
      expect(tile('conditions.aqi.title').textContent).toContain('conditions.aqi.level.1'),
    );
  });

  it('says a value no station near the place measures is not measured, never a blank or a guess', async () => {
    const walrus = ANSWERS.Walrus;
    ANSWERS.Walrus = {
      success: true,
      data: [{ station: '花蓮潮位站', standard_time: '2026-11-21 08:00:00', sea_temperature: 24 }],
      meta: meta('upstream'),
    };
    try {
      show({ zipcode: 970 });
      await waitFor(() =>
        expect(tile('conditions.wave.title').textContent).toContain('conditions.notMeasured'),
      );
      expect(tile('conditions.current.title').textContent).toContain('conditions.notMeasured');
    } finally {
      ANSWERS.Walrus = walrus;
    }
  });

  it('asks nothing and shows nothing without a where (requirements §5)', () => {
    const { container } = show({});
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
