import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusMessage } from './StatusMessage';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));
vi.mock('@/lib/connectivity', () => ({ useOffline: () => false }));

afterEach(cleanup);

describe('StatusMessage (requirements §8 fetching, failed calls)', () => {
  it('says Loading in a polite status while the data is on its way', () => {
    render(<StatusMessage status="loading" />);
    expect(screen.getByRole('status').textContent).toBe('loading.label');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a screen reader that a page failed to load, and offers to ask again', () => {
    const retry = vi.fn();
    render(<StatusMessage status="failed" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe('errors.loadFailed');
    // The Loading still seen is not what is heard.
    expect(screen.getByText('loading.label').getAttribute('aria-hidden')).toBe('true');
    screen.getByRole('button', { name: 'errors.retry' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says a failed part of a page politely, not as an alert', () => {
    render(<StatusMessage status="failed" part />);
    expect(screen.getByRole('status').textContent).toBe('errors.loadFailed');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
