import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp } from './app-screen';

/*
 * The shell's words and routes (requirements §2): the bottom tabs, the current one marked, the
 * page's language and the skip link's name in each language; addresses without a language
 * spelled out as zh-tw's; the not-found screen. End to end keep the served page's title, the
 * root's redirect, the skip link's focus and place, and axe (shell.spec, keyboard-journeys.spec).
 */

describe.each([
  {
    lang: 'zh-tw',
    nav: '主要導覽',
    tabs: ['首頁', '快搜', '導覽', '直播', '服務'],
    html: 'zh-Hant-TW',
    skip: '跳到主要內容',
  },
  {
    lang: 'en',
    nav: 'Main navigation',
    tabs: ['Home', 'Search', 'Guide', 'Live', 'Service'],
    html: 'en',
    skip: 'Skip to main content',
  },
  {
    lang: 'ja',
    nav: 'メインナビゲーション',
    tabs: ['ホーム', '検索', 'ガイド', 'ライブ', 'サービス'],
    html: 'ja',
    skip: '本文へスキップ',
  },
])('the shell in $lang', ({ lang, nav, tabs, html, skip }) => {
  it('shows the five bottom tabs, the current one marked, in the page’s language', async () => {
    await openApp(`/${lang}/guide/`);
    const links = within(await screen.findByRole('navigation', { name: nav })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(tabs);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'page',
      null,
      null,
    ]);
    await waitFor(() => expect(document.documentElement.lang).toBe(html));
    expect(screen.getByRole('link', { name: skip }).getAttribute('href')).toBe('#main');
  });
});

describe('the language of a route', () => {
  it.each([
    ['/', '#/zh-tw/'],
    ['/pages/guide/', '#/zh-tw/guide/'],
    ['/service/', '#/zh-tw/service/'],
  ])('%s is zh-tw, spelled out as %s', async (address, canonical) => {
    await openApp(address, { uiLang: 'zh-tw' });
    await waitFor(() => expect(window.location.hash).toBe(canonical));
    await screen.findByRole('navigation', { name: '主要導覽' });
  });

  it('a first segment that is no language shows the not-found screen with a way home', async () => {
    await openApp('/xx/guide/', { uiLang: 'zh-tw' });
    await screen.findByRole('heading', { name: '找不到這個頁面' });
    fireEvent.click(screen.getByRole('link', { name: '回首頁' }));
    await waitFor(() => expect(window.location.hash).toBe('#/zh-tw/'));
  });
});
