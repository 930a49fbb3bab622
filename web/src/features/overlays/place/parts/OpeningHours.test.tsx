import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpeningHours } from './OpeningHours';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const week = [
  'Monday: 09:00 – 17:00',
  'Tuesday: Closed',
  'Wednesday: 09:00 – 17:00',
  'Thursday: 09:00 – 17:00',
  'Friday: 09:00 – 18:00',
  'Saturday: 08:00 – 18:00',
  'Sunday: 08:00 – 18:00',
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Tuesday 2026-03-03, 08:30 in Taipei (still Monday in UTC).
  vi.setSystemTime(new Date('2026-03-03T08:30:00+08:00'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OpeningHours (requirements §5)', () => {
  it("puts Taipei's today first and marks it in the week", () => {
    render(
      <OpeningHours opentime="Closed on the second Tuesday" opentimeGoogle={week} lang="en" />,
    );
    expect(
      screen.getByText('Tuesday: Closed', { selector: '.place-hours__today span' }),
    ).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items.filter((item) => item.getAttribute('aria-current') === 'date')).toEqual([
      items[1],
    ]);
    expect(screen.getByText('Closed on the second Tuesday')).toBeTruthy();
  });

  it('shows the text alone without a Google week', () => {
    render(<OpeningHours opentime="09:00–17:00" opentimeGoogle={[]} lang="zh-tw" />);
    expect(screen.queryByText('place.today')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('09:00–17:00')).toBeTruthy();
  });

  it("titles a sight's hours opening hours and a business's business hours (glossary)", () => {
    render(<OpeningHours opentime="09:00–17:00" opentimeGoogle={[]} lang="ja" />);
    expect(screen.getByRole('heading', { name: 'place.openingHours' })).toBeTruthy();
    cleanup();
    render(<OpeningHours opentime="09:00–17:00" opentimeGoogle={[]} lang="ja" business />);
    expect(screen.getByRole('heading', { name: 'place.businessHours' })).toBeTruthy();
  });

  it('shows nothing without hours', () => {
    const { container } = render(
      <OpeningHours opentime={undefined} opentimeGoogle={undefined} lang="en" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it("says a note it reads in the reader's language, without the Chinese (requirements §3)", () => {
    render(<OpeningHours opentime="每日14:00~22:30" opentimeGoogle={[]} lang="en" />);
    expect(screen.queryByText('每日14:00~22:30')).toBeNull();
    expect(screen.queryByText('placeLanguage.inChinese')).toBeNull();
  });

  it('keeps a note it cannot read in Chinese, marked so', () => {
    render(<OpeningHours opentime="遊客中心：08:30-17:30" opentimeGoogle={[]} lang="ja" />);
    expect(screen.getByText('遊客中心：08:30-17:30').getAttribute('lang')).toBe('zh-Hant');
    expect(screen.getByText('placeLanguage.inChinese')).toBeTruthy();
  });

  it('puts each period of the hours on a line of its own, in Chinese as written', () => {
    render(<OpeningHours opentime="08:00-12:00 13:30-17:00" opentimeGoogle={[]} lang="zh-tw" />);
    const list = screen.getByRole('list');
    expect(list.getAttribute('lang')).toBe('zh-Hant');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '08:00-12:00',
      '13:30-17:00',
    ]);
  });

  it("puts each period on a line of its own where it is said in the reader's language", () => {
    render(<OpeningHours opentime="11:00~14:00、17:00~19:30" opentimeGoogle={[]} lang="en" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'practicalNote.timeRange',
      'practicalNote.timeRange',
    ]);
  });

  it('keeps the periods of a note it cannot read on lines of their own, marked Chinese', () => {
    render(
      <OpeningHours opentime="夏季08:00-18:00；冬季08:00-17:00" opentimeGoogle={[]} lang="ja" />,
    );
    expect(screen.getByText('placeLanguage.inChinese')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '夏季08:00-18:00',
      '冬季08:00-17:00',
    ]);
  });
});
