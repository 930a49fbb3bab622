import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import type { TravelEvent } from '@ecg/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventDetail } from './EventOverlay';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

/** Event 1085 of the seed as served in English: the feed gives no place, only 詳見官網. */
const event: TravelEvent = {
  id: 1085,
  name: 'Dawu Christmas Lighting',
  title: '詳見官網',
  images: [],
  duration: '2024-12-14',
  address: '詳見官網',
  description: '<p>Christmas lights.</p>',
  links: [
    {
      name: 'Taitung County tourism (Taitung County Government)',
      url: 'https://tour.taitung.gov.tw/',
    },
  ],
  files: [],
};

afterEach(cleanup);

describe('an event whose place is "see the official site" (requirements §2 event detail)', () => {
  it('says it in the reader’s language and opens the event’s link from it', () => {
    render(
      <MemoryRouter>
        <EventDetail event={event} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('詳見官網')).toBeNull();
    const pointer = screen.getByRole('link', { name: /event\.seeOfficialSite/ });
    expect(pointer.getAttribute('href')).toBe('https://tour.taitung.gov.tw/');
    expect(screen.queryByText('event.venue')).toBeNull();
  });

  it('keeps a real address as it is', () => {
    render(
      <MemoryRouter>
        <EventDetail
          event={{ ...event, title: undefined, address: '花蓮縣974壽豐鄉環潭北路100號' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('花蓮縣974壽豐鄉環潭北路100號')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /event\.seeOfficialSite/ })).toBeNull();
  });
});
