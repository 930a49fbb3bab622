import { QueryClient, QueryClientProvider } from '@/lib/query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createI18n, I18nProvider } from '@/lib/i18n';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@/admin/api';
import type { OperatorReview } from '@ecg/domain/contracts/admin-reviews';
import en from '@/admin/locales/en.json';
import ReviewsSection from './ReviewsSection';

const api = vi.hoisted(() => ({ adminGet: vi.fn(), adminPost: vi.fn() }));
vi.mock('@/admin/api', async (original) => ({
  ...(await original<typeof Api>()),
  adminGet: api.adminGet,
  adminPost: api.adminPost,
}));

const i18n = createI18n({ language: 'en', strings: { en } });

const HELD: OperatorReview = {
  id: 7,
  kind: 'attraction',
  placeId: 101,
  placeName: 'Sanxiantai',
  rating: 4,
  text: 'The bridge at dawn is worth the early start.',
  visitMonth: '2026-10',
  lang: 'en',
  status: 'held',
  reason: null,
  displayName: 'Lin Mei',
  reports: 2,
  createdAt: '2026-12-01 10:00:00',
  decidedAt: null,
};

beforeEach(() => {
  api.adminGet.mockReset();
  api.adminPost.mockReset();
  api.adminGet.mockResolvedValue({
    success: true,
    data: { items: [HELD], total: 1, page: 1, pageSize: 20 },
  });
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    run(0);
    return 0;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ReviewsSection />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the console’s reviews section', () => {
  it('lists the held reviews with their place, kind, rating, member and reports', async () => {
    open();
    expect(await screen.findByText('Sanxiantai')).toBeTruthy();
    expect(api.adminGet.mock.calls[0]).toEqual([
      'reviews',
      { pageSize: 20, status: 'held', page: 1, lang: 'en' },
    ]);
    expect(
      screen.getByText(/Attraction · 4 of 5 · Lin Mei · 2026-12-01 10:00:00 · 2 reports/),
    ).toBeTruthy();
    expect(screen.getByText(HELD.text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve the review of Sanxiantai' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore the review of Sanxiantai' })).toBeNull();
  });

  it('rejects only with a reason, sending the id and the reason', async () => {
    api.adminPost.mockResolvedValue({
      success: true,
      data: { ...HELD, status: 'rejected', reason: 'Off topic' },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the review of Sanxiantai' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this review of Sanxiantai?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    await act(async () => fireEvent.click(confirm));
    expect(api.adminPost).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Reason for the member/), {
      target: { value: 'Off topic' },
    });
    await act(async () => fireEvent.click(confirm));
    expect(api.adminPost).toHaveBeenCalledWith('rejectReview', { id: 7, reason: 'Off topic' });
    expect(await screen.findByText('The review of Sanxiantai was rejected.')).toBeTruthy();
  });
});
