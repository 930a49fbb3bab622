import type { TFunction } from '@/lib/i18n';
import { describe, expect, it } from 'vitest';
import { metaText } from './ListCard';

const t = ((key: string, values?: Record<string, unknown>) =>
  key === 'search.listSeparator'
    ? '、'
    : `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

describe('metaText', () => {
  it.each([
    [{ kind: 'text', text: 'Shoufeng Township' }, 'Shoufeng Township'],
    [{ kind: 'distance', value: 456, unit: 'm' }, 'search.distanceM{"value":456}'],
    [{ kind: 'distance', value: 12, unit: 'km' }, 'search.distanceKm{"value":"12.0"}'],
    [{ kind: 'dates', start: '2024-09-07', end: '2024-09-07' }, '2024-09-07'],
    [
      { kind: 'dates', start: '2024-09-06', end: '2024-09-08' },
      'search.dateRange{"start":"2024-09-06","end":"2024-09-08"}',
    ],
    [{ kind: 'days', count: 2, names: [] }, 'search.days{"count":2}'],
    [{ kind: 'days', count: 2, names: ['Food', 'Arts'] }, 'search.days{"count":2} · Food、Arts'],
    // One day is a day trip, never "1日間" (docs/glossary.md).
    [{ kind: 'days', count: 1, names: ['美食', '藝術'] }, 'search.dayTrip · 美食、藝術'],
    [{ kind: 'state', status: 'ended', dateToBeConfirmed: false }, 'events.status.ended'],
    [{ kind: 'state', status: 'ongoing', dateToBeConfirmed: false }, 'events.status.ongoing'],
    [
      { kind: 'state', status: 'ended', dateToBeConfirmed: true },
      'events.status.ended · eventDates.toBeConfirmed',
    ],
    [{ kind: 'state', status: 'upcoming', dateToBeConfirmed: true }, 'eventDates.toBeConfirmed'],
    [
      { kind: 'usual', months: { from: 7, to: 8 }, place: 'Luye Highland' },
      'eventDates.usually{"from":"eventDates.month.7","to":"eventDates.month.8"} · Luye Highland',
    ],
    [
      { kind: 'usual', months: { from: 12, to: 12 }, place: 'Taitung City' },
      'eventDates.usuallyIn{"from":"eventDates.month.12"} · Taitung City',
    ],
    [
      { kind: 'confirm', organiser: 'Taitung County Government' },
      'events.confirmWith{"organiser":"Taitung County Government"}',
    ],
  ] as const)('%j → %s', (part, expected) => {
    expect(metaText(part as Parameters<typeof metaText>[0], t)).toBe(expected);
  });
});
