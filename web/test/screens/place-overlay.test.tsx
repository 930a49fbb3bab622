import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Attraction, CategoryTag, Shop } from '@ecg/domain/contracts';
import { readPracticalNote } from '@ecg/domain/rules/practical-notes';
import { openApp } from './app-screen';

/*
 * The attraction, shop and accommodation overlays (requirements §2), each checked against the
 * API's record: every field it has on the page, nothing of one it lacks; the back link's target;
 * Chinese; an unknown place. e2e/place-overlay.spec.ts keeps, in English, what needs a browser:
 * the header title once scrolled, the back link followed, an address set outside the app, the
 * closure page opened over the place, and axe.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
const DETAIL_PATHS = {
  attraction: '/en/opendata/attractions/detail',
  shop: '/en/opendata/shops/detail',
  accommodation: '/en/opendata/accommodations/detail',
} as const;
type Kind = keyof typeof DETAIL_PATHS;

async function detail(kind: Kind, id: number, path: string = DETAIL_PATHS[kind]): Promise<Shop> {
  const answer = await fetch(path, { method: 'POST', headers: HEADERS, body: `{"id":${id}}` });
  expect(answer.ok, `${kind} ${id}`).toBe(true);
  return ((await answer.json()) as { data: Shop }).data;
}

async function listed<T>(path: string): Promise<T[]> {
  const answer = await fetch(path, { headers: HEADERS });
  return ((await answer.json()) as { data: { items: T[] } }).data.items;
}

/** The first place of a list whose record has every one of `fields`. */
async function idWith(kind: Kind, list: string, fields: (keyof Shop)[]): Promise<number> {
  for (const { id } of await listed<{ id: number }>(list)) {
    const place = await detail(kind, id);
    if (fields.every((field) => place[field] !== undefined && place[field] !== '')) return id;
  }
  throw new Error(`no ${kind} in ${list} has ${fields.join(', ')}`);
}

async function attractionCategories(place: Attraction): Promise<string[]> {
  const answer = await fetch('/en/opendata/categories?kind=attraction', { headers: HEADERS });
  const named = ((await answer.json()) as { data: CategoryTag[] }).data;
  return place.categories
    .split(',')
    .filter(Boolean)
    .flatMap((id) => named.filter((tag) => tag.value === Number(id)).map((tag) => tag.title));
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const textOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
const texts = (elements: Iterable<Element>) =>
  [...elements].map((item) => squash(item.textContent));

/** The value beside a label in the facts. */
const fact = (scope: Element, label: string) =>
  [...scope.querySelectorAll('.detail-facts > div')]
    .find((row) => squash(row.querySelector('dt')?.textContent) === label)
    ?.querySelector('dd') ?? null;

/** The section a heading of exactly `title` heads. */
const section = (scope: Element, title: string) =>
  [...scope.querySelectorAll('h2, h3')]
    .find((heading) => squash(heading.textContent) === title)
    ?.closest('section') ?? null;

const backHref = () => screen.getByRole('link', { name: 'Back' }).getAttribute('href');

/** Every field the record has is on the page, and nothing of a field it lacks. */
async function expectPlace(place: Shop, categories: string[], kind: Kind = 'attraction') {
  const dialog = await screen.findByRole('dialog');
  const title = await within(dialog).findByRole('heading', { level: 1 });
  await waitFor(() => expect(title.textContent).toContain(place.name));
  if (place.name_c && place.name_c !== place.name) {
    expect(title.querySelector('.overlay__title-lead')?.textContent).toBe(place.name_c);
  }
  // The rest of the record comes with the detail, after the list's name.
  await waitFor(() => expect(fact(dialog, 'Address')).not.toBeNull());
  expect(within(dialog).queryAllByRole('button', { name: /^Enlarge picture/ })).toHaveLength(
    place.images.length,
  );
  if (place.translation === 'summary' || place.translation === 'none') {
    expect(within(dialog).getByRole('note')).toBeTruthy();
  }
  const categoryList = within(dialog).queryByRole('list', { name: 'Categories' });
  if (categories.length > 0)
    expect(texts(categoryList!.querySelectorAll('li'))).toEqual(categories);
  else expect(categoryList).toBeNull();

  const [lat, lng] = place.latlng.split(',');
  expect(
    within(dialog)
      .getByRole('link', { name: /^Directions/ })
      .getAttribute('href'),
  ).toMatch(new RegExp(`destination=${lat},${lng}$`));
  if (place.tel) {
    within(dialog).getByRole('link', { name: `Call ${place.tel}` });
    expect(squash(fact(dialog, 'Phone')?.textContent)).toBe(place.tel);
  }
  // The address in Chinese, a romanised line under it in English (docs/glossary.md).
  const address = fact(dialog, 'Address')!;
  expect(address.querySelector('[lang="zh-Hant"]')?.textContent).toBe(place.address);
  expect(address.querySelector('.place-address__romanised')?.textContent).toContain(
    place.township!.name,
  );
  const website = fact(dialog, 'Website');
  if (place.website) expect(website?.querySelector('a')?.getAttribute('href')).toBe(place.website);
  else expect(website).toBeNull();
  // A note the domain reads is said in English; any other stays Chinese, marked (requirements §3).
  for (const [field, scope, text] of [
    ['ticket', fact(dialog, 'Tickets'), place.ticket],
    ['parking', fact(dialog, 'Parking'), place.parking],
    ['hours', section(dialog, 'Opening hours'), place.opentime],
  ] as const) {
    if (!text) expect(scope).toBeNull();
    else if (readPracticalNote(field, text))
      expect(squash(scope?.textContent)).not.toContain(squash(text));
    else expect(squash(scope?.querySelector('[lang="zh-Hant"]')?.textContent)).toBe(squash(text));
  }

  const content = squash(textOf(place.content));
  if (place.translation === 'summary') {
    expect(section(dialog, 'About')?.querySelector('.place-summary')?.textContent).toBe(
      place.summary,
    );
    const original = section(dialog, 'Original description (Chinese)');
    expect(squash(original?.querySelector('[lang="zh-Hant"]')?.textContent)).toBe(content);
  } else {
    expect(squash(section(dialog, 'About')?.querySelector('.rich-text')?.textContent)).toBe(
      content,
    );
  }

  const tags = place.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length > 0) expect(texts(section(dialog, 'Tags')!.querySelectorAll('li'))).toEqual(tags);
  else expect(section(dialog, 'Tags')).toBeNull();
  const guides = [...(section(dialog, 'Guides')?.querySelectorAll('a') ?? [])];
  expect(texts(guides)).toEqual((place.guides ?? []).map((guide) => guide.title));
  for (const [index, guide] of (place.guides ?? []).entries()) {
    expect(guides[index]?.getAttribute('href')).toMatch(new RegExp(`guide=${guide.id}$`));
  }
  const restricted = within(dialog).queryAllByRole('heading', {
    name: 'Closed or access restricted',
  });
  expect(restricted).toHaveLength(place.access === 'restricted' ? 1 : 0);
  // Attractions have the weather of their township (place-weather checks its days).
  expect(section(dialog, 'Weather') === null).toBe(kind !== 'attraction');
  // Travellers' reviews are a section of their own, loaded apart (reviews.test.tsx checks it).
}

describe('the attraction overlay', () => {
  it('a deep link shows every field of the record, and goes back to the attractions list', async () => {
    // Pine Garden: categories, hours, phone, website, ticket, parking, a guide, a summary only.
    const place = await detail('attraction', 305);
    await openApp('/en/?attraction=305');
    await expectPlace(place, await attractionCategories(place));
    expect(backHref()).toBe('#/en/search/attractions/');
  });

  it('opens by its own path, search/attractions/detail/{id}', async () => {
    const place = await detail('attraction', 1);
    await openApp('/en/search/attractions/detail/1');
    await expectPlace(place, await attractionCategories(place));
    expect(backHref()).toBe('#/en/search/attractions/');
  });

  it('reads in Chinese', async () => {
    const place = await detail('attraction', 1, '/zh-tw/opendata/attractions/detail');
    await openApp('/zh-tw/?attraction=1');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { level: 1 }).textContent).toBe(place.name),
    );
    await within(dialog).findByRole('heading', { name: '開放時間' });
    within(dialog).getByRole('link', { name: /^導航/ });
  });

  it('a place with restricted access says so, with the closure page a link away', async () => {
    const items = await listed<{ id: number; access: string }>(
      '/en/opendata/attractions?pageSize=100',
    );
    const restricted = items.find((item) => item.access === 'restricted');
    if (!restricted) throw new Error('the seed has restricted attractions');
    const place = await detail('attraction', restricted.id);
    await openApp(`/en/?attraction=${restricted.id}`);
    await expectPlace(place, await attractionCategories(place));
    const closure = screen.getByRole('link', { name: 'About closed coastal trails and sites' });
    expect(closure.getAttribute('href')).toMatch(/static=coastal-trail-closure&type=travel/);
  });

  it.each(['999999', 'abc'])('an unknown attraction (%s) says it is not there', async (id) => {
    await openApp(`/en/?attraction=${id}`);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('could not be found'));
  });
});

describe('the shop and accommodation overlays', () => {
  it('a shop by deep link shows its record, its back link home', async () => {
    const id = await idWith('shop', '/en/opendata/shops?type=cuisines&pageSize=50', [
      'opentime',
      'parking',
    ]);
    const place = await detail('shop', id);
    await openApp(`/en/?shop=${id}`);
    await expectPlace(place, [], 'shop');
    expect(backHref()).toBe('#/en/');
  });

  it('an accommodation by deep link shows its record, its back link home', async () => {
    const id = await idWith('accommodation', '/en/opendata/accommodations', ['tags', 'parking']);
    const place = await detail('accommodation', id);
    await openApp(`/en/?accommodation=${id}`);
    await expectPlace(place, [], 'accommodation');
    expect(backHref()).toBe('#/en/');
  });
});
