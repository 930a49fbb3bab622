import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { openApp } from './app-screen';
import { apiList, address, nameOf, shownTitles } from './list-answers';

/*
 * The Chinese content is in Traditional characters; a keyword typed in Simplified characters
 * (绿岛) finds the places written in Traditional ones (綠島), whichever Chinese the interface is
 * in. e2e/search-simplified.spec.ts keeps the switch to Simplified Chinese through the menu,
 * the search after it, and axe.
 */

describe.each([
  { uiLang: 'zh-tw', field: '關鍵字', count: (total: number) => `共 ${total} 筆` },
  { uiLang: 'zh-cn', field: '关键字', count: (total: number) => `共 ${total} 条` },
] as const)('绿岛 with the interface in $uiLang', ({ uiLang, field, count }) => {
  it('finds the Green Island places', async () => {
    const expected = await apiList('/zh-tw/opendata/attractions', { q: '綠島' });
    expect(expected.total).toBeGreaterThan(5);
    // The interface language the visitor chose, kept on the device, as the menu keeps it.
    localStorage.setItem(STORAGE_KEYS.uiLang, uiLang);
    await openApp('/zh-tw/search/attractions/', { uiLang });
    const box = await screen.findByRole('searchbox', { name: field });
    fireEvent.change(box, { target: { value: '绿岛' } });
    fireEvent.submit(box);
    expect(address()).toBe('/zh-tw/search/attractions/?q=绿岛');
    expect((box as HTMLInputElement).value).toBe('绿岛');
    await waitFor(() =>
      expect(document.querySelector('.search-count')?.textContent).toBe(count(expected.total)),
    );
    await waitFor(() => expect(shownTitles().length).toBeGreaterThan(0));
    expect(expected.items.map(nameOf)).toEqual(expect.arrayContaining(shownTitles()));
    expect(shownTitles().filter((name) => name?.includes('綠島')).length).toBeGreaterThan(2);
  });
});
