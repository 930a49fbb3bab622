import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goTo, openApp } from './app-screen';

/*
 * The language picker's choices and the route's language (requirements §2 Languages): which
 * content each interface language reads, and an address's language winning over a choice made
 * before. End to end keep the choice remembered across a reload (language.spec) and the dialog's
 * Back (dialogs-back.spec).
 */

async function choose(menu: string, item: RegExp, language: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: menu }));
  fireEvent.click(await screen.findByRole('button', { name: item }));
  fireEvent.click(await screen.findByRole('button', { name: language }));
}

describe('the language picker', () => {
  it('Simplified Chinese reads the zh-tw content', async () => {
    await openApp('/en/');
    await choose('Open menu', /^Language/, '简体中文');
    await waitFor(() => expect(window.location.hash).toBe('#/zh-tw/'));
    await screen.findByRole('link', { name: '首页' });
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-Hans-CN'));
  });

  it('a link to another language opens in it whatever was chosen before', async () => {
    await openApp('/en/');
    await choose('Open menu', /^Language/, '한국어');
    await screen.findByRole('link', { name: '홈' });
    goTo('/ja/');
    await screen.findByRole('link', { name: 'ホーム' });
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
  });
});
