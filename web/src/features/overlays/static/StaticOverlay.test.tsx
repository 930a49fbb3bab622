import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaticPageDetail } from './StaticOverlay';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

const page = {
  title: 'About this guide',
  update_time: '2026-11-21 00:00:00',
  content:
    '<p><a href="#/en/?tour=2">A tour</a> <a href="/pwa/#/en/search/events">Events</a> ' +
    '<a href="https://www.railway.gov.tw/">Railway</a></p>',
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function start() {
  render(
    <MemoryRouter initialEntries={['/en/?static=about&type=static']}>
      <Routes>
        <Route
          path="/:lang/*"
          element={
            <>
              <StaticPageDetail page={page} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const stored = () => window.localStorage.getItem('ecg.back.static');

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('links inside a static page (requirements §2)', () => {
  it('remember the page, then open the in-app address', () => {
    start();
    fireEvent.click(screen.getByRole('link', { name: 'A tour' }));
    expect(stored()).toBe('/en/?static=about&type=static');
    expect(where()).toBe('/en/?tour=2');
  });

  it('understand addresses under the app base', () => {
    start();
    fireEvent.click(screen.getByRole('link', { name: 'Events' }));
    expect(where()).toBe('/en/search/events');
    expect(stored()).toBe('/en/?static=about&type=static');
  });

  it('leave links out of the app and new-tab clicks alone', () => {
    start();
    fireEvent.click(screen.getByRole('link', { name: 'A tour' }), { ctrlKey: true });
    const outside = screen.getByRole('link', { name: 'Railway' });
    outside.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(outside);
    expect(stored()).toBeNull();
    expect(where()).toBe('/en/?static=about&type=static');
  });

  it('show the title and the update day', () => {
    start();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About this guide');
    expect(screen.getByText('2026-11-21').getAttribute('datetime')).toBe(
      '2026-11-21T00:00:00+08:00',
    );
  });
});
