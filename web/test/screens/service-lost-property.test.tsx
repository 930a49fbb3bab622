import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FoundItem, ListPage } from '@ecg/domain/contracts';
import { json, openApp, standIn, t } from './app-screen';

/*
 * Lost property in each language: the found items as the server lists them, a plain line when
 * none matches, and the report's errors at their fields. The seeded store holds no found item,
 * so the list is stood in for. End to end (e2e/service-lost-property.spec.ts) keeps, in one
 * language, the search by place and days on the server's items, and the report sent and kept.
 */

// The outbox every form is saved in first (docs/writes.md): happy-dom has no
// IndexedDB, and each test starts with none of another's forms.
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, which goes on to say whether it is required. */
const field = <T extends HTMLElement = HTMLInputElement>(key: string, scope = document.body) =>
  within(scope).findByLabelText<T>(new RegExp(`^${escaped(t(key))}`));
/** What is said with a control (aria-describedby), its message among it. */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const UMBRELLA: FoundItem = {
  number: 'F-2610-0001',
  category: 'umbrella',
  description: 'Blue folding umbrella',
  placeFound: 'Jialulan pavilion',
  foundOn: '2026-10-03',
  collectAt: { id: 46, name: 'Sanxiantai Visitor Center', tel: '089-854097' },
  keepUntil: '2099-12-31',
};

const page = (items: FoundItem[]): ListPage<FoundItem> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

describe.each(['zh-tw', 'en', 'ja'])('lost property in %s', (lang) => {
  it('lists the found items the server has, and says when none matches', async () => {
    standIn(/\/opendata\/lost-property\?/, (url) =>
      json({ success: true, data: page(url.searchParams.get('place') ? [] : [UMBRELLA]) }),
    );
    await openApp(`/${lang}/service/lost-property`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      t('lostProperty.title'),
    );
    const card = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.lost-found__item');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(card).getByRole('heading').textContent).toBe(t('lostProperty.category.umbrella'));
    for (const shown of ['Blue folding umbrella', 'Sanxiantai Visitor Center', 'F-2610-0001']) {
      expect(card.textContent).toContain(shown);
    }
    expect(card.textContent).toContain('2099-12-31');

    const search = screen.getByRole('search');
    fireEvent.change(await field('lostProperty.found.place', search), {
      target: { value: 'no such place anywhere' },
    });
    fireEvent.click(within(search).getByRole('button', { name: t('lostProperty.found.submit') }));
    await screen.findByText(t('lostProperty.found.noMatch'));
    expect(document.querySelector('.lost-found__item')).toBeNull();
  });

  it('says at each field of a report what is wrong', async () => {
    await openApp(`/${lang}/service/lost-property`);
    const form = await screen.findByRole('region', { name: t('lostProperty.report.title') });
    const send = within(form).getByRole('button', { name: t('lostProperty.report.send') });
    const category = await field<HTMLSelectElement>('lostProperty.report.category', form);
    const description = await field('lostProperty.report.description', form);
    const place = await field('lostProperty.report.place', form);
    const lostOn = await field('lostProperty.report.lostOn', form);
    const name = await field('form.contact.name', form);
    const email = await field('form.contact.email', form);

    fireEvent.click(send);
    const required = t('form.rule.required');
    await waitFor(() => expect(descriptionOf(category)).toContain(required));
    for (const needed of [place, lostOn, name]) expect(descriptionOf(needed)).toContain(required);
    expect(document.activeElement).toBe(category);

    fireEvent.change(category, { target: { value: 'bag' } });
    fireEvent.change(description, { target: { value: 'bag' } });
    fireEvent.change(place, { target: { value: 'Sanxiantai bridge' } });
    fireEvent.change(lostOn, { target: { value: '2099-01-01' } });
    fireEvent.change(name, { target: { value: 'Lin Mei' } });
    fireEvent.change(email, { target: { value: 'lin@' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(descriptionOf(description)).toContain(t('form.rule.tooShort', { limit: 5 })),
    );
    expect(descriptionOf(lostOn)).toContain(t('form.rule.futureDate'));
    expect(descriptionOf(email)).toContain(t('form.rule.email'));
    expect(form.textContent).toContain(t('lostProperty.report.privacyKept', { months: 6 }));
  });
});
