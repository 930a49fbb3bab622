import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ServicePage from './ServicePage';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));
// Each page under the hub stands in for itself: what is tested is the way back around it.
vi.mock('@/lib/lazy-chunk', () => ({ lazyContentScreen: () => () => <p>the page</p> }));
vi.mock('@/features/service/ServiceHub', () => ({ ServiceHub: () => <h1>the hub</h1> }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path=":lang/service/:type?/:bridge?/:value?" element={<ServicePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('ServicePage', () => {
  it.each([
    '/en/service/weather',
    '/en/service/tides/95143',
    '/en/service/reservation',
    '/en/service/publication',
    '/en/service/survey',
    '/en/service/suggestion/track/S1',
    '/en/service/repair',
    '/en/service/lost-property',
  ])('%s leads back to the hub', (path) => {
    renderAt(path);
    expect(screen.getByText('the page')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'service.backToHub' });
    expect(back.getAttribute('href')).toBe('/en/service/');
  });

  it('the hub itself has no such link', () => {
    renderAt('/en/service/');
    expect(screen.getByRole('heading', { name: 'the hub' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'service.backToHub' })).toBeNull();
  });
});
