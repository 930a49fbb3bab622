import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Article, ListPage } from '@ecg/domain/contracts';
import { openApp } from './app-screen';

/*
 * The Service tab's sections from their data: the questions and their search, the travel
 * assistant's targets and the jumps to each section, in each language. End to end
 * (e2e/service-hub-sections.spec.ts) keeps, in one language, the accordion by keyboard with axe,
 * a question's page over the tab with Back, the assistant's links followed, the map opened from
 * it, and each jump reached from another screen, focused and in view.
 */

async function faqs(lang: string): Promise<Article[]> {
  const response = await fetch(`/${lang}/opendata/faqs?pageSize=100`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: ListPage<Article> }).data.items;
}

/** A section of the tab, once the screen has come. */
const section = (selector: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    expect(found).not.toBeNull();
    return found!;
  });

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);

describe.each([
  {
    lang: 'en',
    title: 'Questions and answers',
    search: 'Search the questions',
    found: '1 question found',
    none: 'No question matches',
  },
  {
    lang: 'zh-tw',
    title: '常見問題',
    search: '搜尋問題',
    found: '找到 1 個問題',
    none: '沒有符合',
  },
  {
    lang: 'ja',
    title: 'よくある質問',
    search: '質問を検索',
    found: '1 件の質問',
    none: '合う質問はありません',
  },
])('the questions in $lang', ({ lang, title, search, found, none }) => {
  it('are the server’s, each opening its answer, and are searched', async () => {
    const items = await faqs(lang);
    expect(items.length).toBeGreaterThan(5);
    await openApp(`/${lang}/service/`);
    const help = await section('#service-help');
    await within(help).findByRole('heading', { level: 3, name: title });
    await within(help).findByRole('button', { name: items[0]!.title });
    const questions = () => help.querySelectorAll('.faq__question button');
    expect(texts(questions())).toEqual(items.map((item) => item.title));

    const first = questions()[0]!;
    const answer = help.querySelector<HTMLElement>('.faq__answer')!;
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    const answerText = (items[0]?.content ?? '-').replace(/<[^>]+>/g, '');
    expect(answer.textContent).toContain(answerText.slice(0, 12));
    fireEvent.click(first);
    expect(answer.hidden).toBe(true);

    // The search keeps the questions holding every word; the count is said.
    const box = within(help).getByRole('searchbox', { name: search });
    const permit = items.find((item) => item.id === 32);
    fireEvent.change(box, { target: { value: permit?.title ?? '-' } });
    expect(texts(questions())).toEqual([permit?.title]);
    expect(within(help).getByRole('status').textContent).toBe(found);
    fireEvent.change(box, { target: { value: 'zzzz' } });
    expect(questions()).toHaveLength(0);
    expect(within(help).getByRole('status').textContent).toContain(none);
    fireEvent.change(box, { target: { value: '' } });
    expect(questions()).toHaveLength(items.length);
  });
});

describe.each(['en', 'zh-tw'])('the travel assistant in %s', (lang) => {
  it('leads into the app’s lists, map and live data', async () => {
    await openApp(`/${lang}/service/`);
    const assistant = await section('#service-assistant');
    await waitFor(() => expect(within(assistant).getAllByRole('link')).toHaveLength(6));
    expect(
      within(assistant)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      `#/${lang}/search/nearby/attractions`,
      `#/${lang}/service/?map=spots`,
      `#/${lang}/search/attractions/`,
      `#/${lang}/search/tours/category/all`,
      `#/${lang}/search/events`,
      `#/${lang}/live-camera/`,
    ]);
  });
});

describe.each([
  {
    lang: 'zh-tw',
    nav: '本頁內容',
    jumps: ['緊急電話', 'SOS', '遊客中心', '旅客服務', '旅遊小幫手', '天氣與海況', '表單', '交通'],
    titles: [
      '緊急聯絡電話',
      'SOS：分享我的位置',
      '遊客中心',
      '旅客服務',
      '旅遊小幫手',
      '天氣與海況',
      '通報與申請',
      '交通',
    ],
  },
  {
    lang: 'en',
    nav: 'On this page',
    jumps: [
      'Emergency',
      'SOS',
      'Visitor centres',
      'Customer service',
      'Travel assistant',
      'Weather and sea',
      'Forms',
      'Getting here',
    ],
    titles: [
      'Emergency numbers',
      'SOS: share my position',
      'Visitor centres',
      'Customer service',
      'Travel assistant',
      'Weather and the sea',
      'Reports and requests',
      'Getting here and around',
    ],
  },
])('the jumps in $lang', ({ lang, nav, jumps, titles }) => {
  it('are in the order of the sections', async () => {
    await openApp(`/${lang}/service/`);
    const jumpNav = await screen.findByRole('navigation', { name: nav });
    expect(texts(within(jumpNav).getAllByRole('button'))).toEqual(jumps);
    expect(texts(document.querySelectorAll('.service-section__title'))).toEqual(titles);
  });
});
