import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeSection, type HomeSectionProps } from './HomeSection';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

afterEach(cleanup);

function show(
  query: HomeSectionProps<string>['query'],
  extra: Partial<HomeSectionProps<string>> = {},
) {
  return render(
    <MemoryRouter>
      <HomeSection title="Events" more="/en/search/events" query={query} {...extra}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </HomeSection>
    </MemoryRouter>,
  );
}

const refetch = vi.fn();

describe('HomeSection', () => {
  it('shows its heading, its "more" link and the items', () => {
    show({ data: ['a', 'b'], isError: false, refetch });
    expect(screen.getByRole('region', { name: 'Events' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/en/search/events');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
  });

  it('while loading, holds its place with the stand-in and says Loading', () => {
    show({ data: undefined, isError: false, refetch }, { placeholder: <p>stand-in</p> });
    expect(screen.getByText('stand-in')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('loading.label');
  });

  it('after a failure offers to ask again', () => {
    show({ data: undefined, isError: true, refetch });
    screen.getByRole('button', { name: 'errors.retry' }).click();
    expect(refetch).toHaveBeenCalled();
  });

  it('with no items is hidden, or says No Data when asked to', () => {
    const { container } = show({ data: [], isError: false, refetch });
    expect(container.querySelector('section')).toBeNull();
    cleanup();
    show({ data: [], isError: false, refetch }, { empty: 'say' });
    expect(screen.getByRole('status').textContent).toBe('errors.noData');
  });
});
