import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PwaStatus } from './pwa-status';
import { PwaNotices } from './PwaNotices';

const status = vi.hoisted(() => ({ current: undefined as unknown as PwaStatus }));
vi.mock('./pwa-status', () => ({ usePwaStatus: () => status.current }));
vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

function show(patch: Partial<PwaStatus>) {
  status.current = {
    offline: false,
    updateReady: false,
    updating: false,
    version: undefined,
    applyUpdate: vi.fn(),
    ...patch,
  };
  render(<PwaNotices />);
  return status.current;
}

afterEach(cleanup);

describe('PwaNotices', () => {
  it('says nothing while online and up to date, its live regions waiting empty', () => {
    show({});
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toEqual(['', '']);
  });

  it('shows the offline badge in a live region', () => {
    show({ offline: true });
    expect(screen.getAllByRole('status')[0]).toHaveProperty('textContent', 'pwa.offline');
  });

  it('offers the update, and applies it on request', () => {
    const { applyUpdate } = show({ updateReady: true });
    expect(screen.getByText('pwa.updateReady')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'pwa.update' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });

  it('says the update is under way once accepted, with nothing more to press', () => {
    show({ updateReady: true, updating: true });
    expect(screen.getAllByRole('status')[1]).toHaveProperty('textContent', 'pwa.updating');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts the update off for this visit', () => {
    const { applyUpdate } = show({ updateReady: true });
    fireEvent.click(screen.getByRole('button', { name: 'pwa.later' }));
    expect(screen.queryByText('pwa.updateReady')).toBeNull();
    expect(applyUpdate).not.toHaveBeenCalled();
  });
});
