import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParkingAnswer } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { ParkingLots } from './ParkingLots';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
    i18n: { language: 'en' },
  }),
}));

const NOW = parseTaipei('2026-11-21 10:03:00');
const answer = (overrides: Partial<ParkingAnswer> = {}): ParkingAnswer => ({
  success: true,
  data: [
    {
      park_id: 'A',
      space_type: 1,
      available_spaces: 9,
      amount: 120,
      date_modified: '2026-11-21 09:57:55',
    },
    {
      park_id: 'B',
      space_type: 1,
      available_spaces: 31,
      amount: 150,
      date_modified: '2026-11-21 09:57:12',
    },
    {
      park_id: 'B',
      space_type: 5,
      available_spaces: 2,
      amount: 6,
      date_modified: '2026-11-21 09:57:12',
    },
  ],
  switchBoard: false,
  lots: [
    { park_id: 'A', name: 'Lot A', latlng: '23.97,121.61' },
    { park_id: 'B', name: 'Lot B', latlng: '23.98,121.62' },
    { park_id: 'C', name: 'Lot C', latlng: '23.99,121.63' },
  ],
  meta: { source: 'upstream', provider: 'TDX', fetchedAt: '2026-11-21 10:00:05', stale: false },
  ...overrides,
});

afterEach(cleanup);

const lot = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('ParkingLots', () => {
  it('shows each car park with its free spaces by kind and their own status', () => {
    render(<ParkingLots answer={answer()} now={NOW} />);
    const a = within(lot('Lot A'));
    expect(a.getByText('parking.spaceType.1')).toBeTruthy();
    expect(a.getByText('parking.free {"available":9,"amount":120}')).toBeTruthy();
    // 111 of 120 taken (92.5 %), yet 9 are free: almost full, never "no spaces".
    expect(a.getByText('parking.status.almost-full')).toBeTruthy();
    expect(a.queryByText('parking.status.full')).toBeNull();
    expect(a.getByText('parking.updatedAt {"time":"09:57"}')).toBeTruthy();
    const b = within(lot('Lot B'));
    // Cars 119 of 150 taken (79.3 %), buses 4 of 6 (66.7 %).
    expect(b.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'parking.spaceType.1parking.free {"available":31,"amount":150}parking.status.almost-full',
      'parking.spaceType.5parking.free {"available":2,"amount":6}parking.status.available',
    ]);
    expect(within(lot('Lot C')).getByText('parking.noCount')).toBeTruthy();
  });

  it('gives every car park a link with directions, named for screen readers', () => {
    render(<ParkingLots answer={answer()} now={NOW} />);
    const link = within(lot('Lot B')).getByRole('link');
    expect(link.textContent).toContain('Lot B');
    expect(link.getAttribute('href')).toContain('destination=23.98,121.62');
  });

  it('says how often the data renews, and labels a sample', () => {
    const meta = { ...answer().meta, source: 'sample' as const };
    render(<ParkingLots answer={answer({ meta })} now={NOW} />);
    expect(screen.getByText('parking.refresh')).toBeTruthy();
    expect(screen.getByText('live.sample')).toBeTruthy();
    expect(screen.getByText('parking.sampleNote {"time":"2026-11-21 10:00"}')).toBeTruthy();
  });

  it('writes the date of a count from another day', () => {
    render(<ParkingLots answer={answer()} now={parseTaipei('2026-11-22 08:00:00')} />);
    expect(
      within(lot('Lot A')).getByText('parking.updatedAt {"time":"2026-11-21 09:57"}'),
    ).toBeTruthy();
  });

  it('shows the usage of the car parks together when switchBoard sent it to the flow', () => {
    const flow = {
      answer: {
        success: true,
        data: {
          four_wheel_parking_usage_ratio: 85.4,
          status: 'almost-full',
          date_modified: '2026-11-21 09:54:30',
        },
        meta: answer().meta,
      },
      failed: false,
    };
    render(<ParkingLots answer={answer({ data: [], switchBoard: true })} flow={flow} now={NOW} />);
    expect(screen.getByText('parking.usage {"percent":85}')).toBeTruthy();
    expect(screen.getByText('parking.status.almost-full')).toBeTruthy();
    expect(screen.getByText('parking.updatedAt {"time":"09:54"}')).toBeTruthy();
    // The car parks are still listed to drive to, without a "no count" line each.
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Lot A',
      'Lot B',
      'Lot C',
    ]);
    expect(screen.queryByText('parking.noCount')).toBeNull();
  });

  it.each([
    [false, 'loading.label'],
    [true, 'parking.flowUnavailable'],
  ])('says so while the flow is coming or has failed (failed %s)', (failed, text) => {
    render(
      <ParkingLots
        answer={answer({ data: [], switchBoard: true })}
        flow={{ answer: undefined, failed }}
        now={NOW}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(text);
  });
});
