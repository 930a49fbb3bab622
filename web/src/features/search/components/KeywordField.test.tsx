import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeywordField } from './KeywordField';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

afterEach(cleanup);

const field = () => screen.getByRole('searchbox', { name: 'search.keyword' });

describe('KeywordField (requirements §5 "enter keyword")', () => {
  it('has a visible label and the prompt, and searches on Enter with the trimmed keyword', () => {
    const onSearch = vi.fn();
    render(<KeywordField keyword={undefined} onSearch={onSearch} />);
    expect(screen.getByText('search.keyword').tagName).toBe('LABEL');
    expect(field().getAttribute('placeholder')).toBe('search.keywordPlaceholder');
    fireEvent.change(field(), { target: { value: '  beach ' } });
    fireEvent.submit(field());
    expect(onSearch).toHaveBeenCalledWith('beach');
  });

  it('searches with the button, and an empty keyword shows the whole list', () => {
    const onSearch = vi.fn();
    render(<KeywordField keyword={undefined} onSearch={onSearch} />);
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'search.submit' }));
    expect(onSearch).toHaveBeenCalledWith(undefined);
  });

  it('clears the keyword and the search, and gives the focus back to the field', () => {
    const onSearch = vi.fn();
    render(<KeywordField keyword="temple" onSearch={onSearch} />);
    expect(field()).toHaveProperty('value', 'temple');
    fireEvent.click(screen.getByRole('button', { name: 'search.clear' }));
    expect(field()).toHaveProperty('value', '');
    expect(onSearch).toHaveBeenCalledWith(undefined);
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole('button', { name: 'search.clear' })).toBeNull();
  });

  it('shows a keyword that changes from outside (Back, a link)', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<KeywordField keyword="sea" onSearch={onSearch} />);
    rerender(<KeywordField keyword="forest" onSearch={onSearch} />);
    expect(field()).toHaveProperty('value', 'forest');
    rerender(<KeywordField keyword={undefined} onSearch={onSearch} />);
    expect(field()).toHaveProperty('value', '');
  });
});
