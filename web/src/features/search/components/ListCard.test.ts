import type { TFunction } from 'i18next';
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
    [{ kind: 'days', count: 1, names: ['美食', '藝術'] }, 'search.days{"count":1} · 美食、藝術'],
  ] as const)('%j → %s', (part, expected) => {
    expect(metaText(part as Parameters<typeof metaText>[0], t)).toBe(expected);
  });
});
