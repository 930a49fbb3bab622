import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '@ecg/domain/contracts';
import NoticesDialog from './NoticesDialog';
import type { NoticesState } from './use-notices';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

const notice = (id: number, title: string) =>
  ({
    id,
    type: 1,
    title,
    datetime: '2026-08-14 10:00:00',
    update_time: '2026-08-14 10:00:00',
    description: '',
    content: `${title}.`,
    content_title: '',
    link: [],
    isReaded: true,
  }) as unknown as Notice;

const state = {
  notices: [notice(1, 'Ferry timetable'), notice(2, 'Road works')],
  markRead: vi.fn(),
} as unknown as NoticesState;

afterEach(cleanup);

describe('NoticesDialog: the focus follows the notice opened (WCAG 2.4.3)', () => {
  it('gives a notice opened from the list the focus on its heading, and back, to its line', async () => {
    render(<NoticesDialog open onClose={vi.fn()} state={state} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Road works/ }));
    });
    expect(document.activeElement?.tagName).toBe('H2');
    expect(document.activeElement?.textContent).toBe('Road works');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'notices.back' }));
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Road works/ }));
  });
});
