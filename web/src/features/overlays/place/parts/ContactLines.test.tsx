import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_TOAST_MS, ContactLines } from './ContactLines';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: object) => `${key}${values ? JSON.stringify(values) : ''}`,
  }),
}));

const writeText = vi.fn((_text: string) => Promise.resolve());
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  writeText.mockClear();
});

describe('ContactLines (requirements §2, §8)', () => {
  it('shows nothing without an account', () => {
    const { container } = render(<ContactLines />);
    expect(container.innerHTML).toBe('');
  });

  it('copies an account and says so for 1.2 s', async () => {
    render(<ContactLines line="@shop" wechat="shop_wx" />);
    const copyWechat = screen.getByRole('button', {
      name: 'place.copyAccount{"app":"WeChat","account":"shop_wx"}',
    });
    await act(async () => {
      fireEvent.click(copyWechat);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('shop_wx');
    expect(screen.getByRole('status').textContent).toBe('place.copied');
    expect(COPIED_TOAST_MS).toBe(1200);
    act(() => vi.advanceTimersByTime(COPIED_TOAST_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('place.copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('lists only the accounts there are', () => {
    render(<ContactLines line="@shop" />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByText('@shop')).toBeTruthy();
    expect(screen.queryByText('WeChat')).toBeNull();
  });
});
