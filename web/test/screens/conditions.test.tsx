import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UV_LEVELS } from '@ecg/domain/rules/air-quality';
import { allowPosition, json, openApp, standIn } from './app-screen';

/*
 * The weather widget (requirements §3 Weather) on the attraction detail and on the service
 * area's weather and tides pages (requirements §2 Service), in each language, from the server's
 * recorded samples. e2e/conditions.spec.ts keeps, in one language, what needs a browser: the
 * parts keeping their space while they load (no layout shift), the last values kept across a
 * reload when asking again fails (the persisted cache), and axe on each screen.
 */

const LANGS = [
  {
    lang: 'zh-tw',
    weather: '天氣',
    sample: '範例資料',
    tides: '潮汐與海況',
    uv: '紫外線指數',
    city: '花蓮市',
  },
  {
    lang: 'en',
    weather: 'Weather',
    sample: 'Sample data',
    tides: 'Tides and the sea',
    uv: 'UV index',
    city: 'Hualien City',
  },
  {
    lang: 'ja',
    weather: '天気',
    sample: 'サンプルデータ',
    tides: '潮汐と海',
    uv: 'UVインデックス',
    city: '花蓮市',
  },
] as const;

// Pine Garden, Hualien City.
const ATTRACTION = 305;
const HUALIEN_CITY = 970;

/** The five colours of requirements §4's UV levels, as a style reads them back. */
const UV_COLOURS = UV_LEVELS.map(({ colour }) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16));
  return [colour.toLowerCase(), `rgb(${r}, ${g}, ${b})`];
}).flat();

/** Every part of the widget has answered: each tile shows its source line, none says Loading. */
async function expectAnswered(selector: string, scope: ParentNode = document): Promise<void> {
  await waitFor(() => {
    const widget = scope.querySelector(selector)!;
    expect(widget.querySelectorAll('.condition')).toHaveLength(9);
    expect(widget.querySelectorAll('.condition .condition-stamp')).toHaveLength(9);
    expect(widget.querySelector('.weather-day')).not.toBeNull();
  });
}

const tileOf = (scope: Element, title: string) =>
  [...scope.querySelectorAll('.condition')].find((tile) =>
    tile.querySelector('.condition__label')?.textContent?.includes(title),
  );

describe.each(LANGS)('the conditions in $lang', ({ lang, weather, sample, tides, uv, city }) => {
  it('the attraction detail shows the whole widget, as sample data, levels on their colours', async () => {
    await openApp(`/${lang}/?attraction=${ATTRACTION}`);
    const dialog = await screen.findByRole('dialog');
    const heading = await within(dialog).findByRole('heading', { name: weather });
    const widget = heading.closest('section')!;
    await expectAnswered('.conditions', widget);
    expect(within(widget).getAllByText(sample, { exact: true }).length).toBeGreaterThan(0);
    // UV and air quality, each level on its colour (requirements §4).
    expect(widget.querySelectorAll('.condition-level')).toHaveLength(2);
    const level = tileOf(widget, uv)?.querySelector<HTMLElement>('.condition-level');
    expect(UV_COLOURS).toContain(level?.style.backgroundColor.toLowerCase());
  });

  it('the service weather page shows where the visitor is, then a chosen township', async () => {
    await openApp(`/${lang}/service/`);
    fireEvent.click(await screen.findByRole('link', { name: new RegExp(`^${weather}`) }));
    await waitFor(() => expect(window.location.hash).toBe(`#/${lang}/service/weather`));
    await expectAnswered('.local-conditions');
    const local = document.querySelector<HTMLElement>('.local-conditions')!;
    expect(within(local).getAllByText(sample, { exact: true }).length).toBeGreaterThan(0);

    // The townships come by their own call: a value the list has not yet got would not be chosen.
    const picker = screen.getByRole('combobox');
    await within(picker).findByRole('option', { name: city });
    fireEvent.change(picker, { target: { value: String(HUALIEN_CITY) } });
    await waitFor(() =>
      expect(window.location.hash).toBe(`#/${lang}/service/weather/${HUALIEN_CITY}`),
    );
    await screen.findByRole('heading', { level: 2, name: new RegExp(city) });
    await expectAnswered('.conditions');
  });

  it('the service tides page lists the tides, the sea stations and the sea forecast', async () => {
    await openApp(`/${lang}/service/tides/${HUALIEN_CITY}`);
    await screen.findByRole('heading', { level: 1, name: tides });
    await waitFor(() => {
      expect(document.querySelectorAll('.conditions-section')).toHaveLength(3);
      expect(document.querySelectorAll('.conditions-section .condition-stamp')).toHaveLength(3);
      expect(
        document.querySelector('.conditions-section')?.querySelector('.conditions-row li'),
      ).not.toBeNull();
    });
    expect(screen.getAllByText(sample, { exact: true }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toContain(tides));
  });
});

describe('when a part cannot come', () => {
  it('a failed UV call hides nothing else: the tile says so', async () => {
    standIn(/\/opendata\/UV\?/, () => json({ success: false, message: 'CWA did not answer' }, 503));
    await openApp(`/en/service/weather/${HUALIEN_CITY}`);
    await waitFor(() =>
      expect(tileOf(document.body, 'UV index')?.textContent).toContain('Not available right now'),
    );
    await waitFor(() => {
      expect(document.querySelectorAll('.condition .condition-stamp')).toHaveLength(8);
      expect(document.querySelector('.weather-day')).not.toBeNull();
    });
  });

  it('a visitor who refuses the location gets the hint, then the conditions near the visitor centre', async () => {
    allowPosition('refused');
    await openApp('/en/service/weather');
    const hint = await screen.findByRole('dialog', { name: 'Location is not available' });
    fireEvent.click(within(hint).getByRole('button', { name: 'OK' }));
    const note = await waitFor(() => document.querySelector('.local-conditions__note')!);
    expect(note.textContent).toBe(
      'Your location is not known: these are the conditions near the visitor centre.',
    );
    // The default position (requirements §9) lies in a township: its forecast comes.
    await expectAnswered('.local-conditions');
  });
});
