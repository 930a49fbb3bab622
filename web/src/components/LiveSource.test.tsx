import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveMeta } from '@ecg/domain/contracts';
import { LiveSource } from './LiveSource';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: { time?: string }) => (values?.time ? `${key} ${values.time}` : key),
  }),
}));

afterEach(cleanup);

const meta = (fields: Partial<LiveMeta>): LiveMeta => ({
  source: 'upstream',
  provider: 'TDX',
  fetchedAt: '2026-11-25 14:00:05',
  stale: false,
  ...fields,
});

describe('LiveSource: where a live answer came from (docs/live-data.md)', () => {
  it.each([
    ['upstream, fresh', meta({}), false, 'source 2026-11-25 14:00'],
    [
      'the observation time first',
      meta({ observedAt: '2026-11-25 13:50:00' }),
      false,
      'source 2026-11-25 13:50',
    ],
    ['a sample', meta({ source: 'sample' }), false, 'live.samplesample 2026-11-25 14:00'],
    ['stale', meta({ stale: true }), false, 'live.stalesource 2026-11-25 14:00'],
    ['kept after a failed ask', meta({}), true, 'live.stalesource 2026-11-25 14:00'],
    ['no key, nothing read: nothing said', meta({ source: 'unconfigured' }), false, ''],
  ])('%s', (_, given, kept, said) => {
    const { container } = render(
      <LiveSource meta={given} kept={kept} sourceNote="source" sampleNote="sample" />,
    );
    expect(container.textContent).toBe(said);
  });
});
