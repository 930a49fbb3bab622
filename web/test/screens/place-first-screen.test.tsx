import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json, openApp, standIn } from './app-screen';

/*
 * A place's first screen arrives whole (docs/performance.md, Lighthouse, layout shift and the
 * returning visitor): the parts that fill it beside the record are asked with it, and the page
 * shows once they are in, so none of them pushes it down when it arrives. The layout's shift
 * itself is measured in a browser by `npm run bench:web` (BENCH_PART=shift).
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

it('an attraction shows its title with its category chips, even when their names come last', async () => {
  const detailAnswer = await fetch('/zh-tw/opendata/attractions/detail', {
    method: 'POST',
    headers: HEADERS,
    body: '{"id":1}',
  });
  const detail: unknown = await detailAnswer.json();
  const categories: unknown = await (
    await fetch('/zh-tw/opendata/categories?kind=attraction', { headers: HEADERS })
  ).json();
  let detailAnswered!: () => void;
  const detailIn = new Promise<void>((resolve) => {
    detailAnswered = resolve;
  });
  standIn(/\/zh-tw\/opendata\/attractions\/detail$/, () => {
    detailAnswered();
    return json(detail);
  });
  // The names answer only after the record: the order that made the chips push the page down.
  standIn(/\/zh-tw\/opendata\/categories\?kind=attraction$/, async () => {
    await detailIn;
    return json(categories);
  });
  // Whether the chips were there when the title first was.
  const chipsWithTitle: boolean[] = [];
  const watcher = new MutationObserver(() => {
    if (chipsWithTitle.length === 0 && document.querySelector('.overlay h1')) {
      chipsWithTitle.push(document.querySelector('.place-categories') !== null);
    }
  });
  watcher.observe(document.body, { childList: true, subtree: true });

  await openApp('/zh-tw/?attraction=1');
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { level: 1 });
  watcher.disconnect();
  await waitFor(() => expect(chipsWithTitle).toEqual([true]));
});
