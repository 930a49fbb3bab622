import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicationApplyInformation } from '@ecg/domain/contracts';
import { json, openApp, standIn, t } from './app-screen';

/*
 * Asking for a publication by post, in each language: the line when none can be asked for (the
 * seeded store has none), and the form's errors at their fields for one stood in for. End to
 * end (e2e/publication.spec.ts) keeps, in one language, the request corrected, sent and kept.
 */

// The outbox every form is saved in first (docs/writes.md): happy-dom has no
// IndexedDB, and each test starts with none of another's forms.
/** The input of a field by its label, which then says (required) or (optional). */
const field = (key: string) =>
  screen.findByLabelText(new RegExp(`^${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`));
const issueOf = (name: string) => document.querySelector(`[id$="-${name}-issue"]`)?.textContent;

const OFFERED: PublicationApplyInformation = {
  items: [{ id: 900_001, title: 'Screen test map', summary: '', image: null, copyLimit: 3 }],
  addressKeptDays: 90,
};

describe.each(['zh-tw', 'en', 'ja'])('a publication asked for in %s', (lang) => {
  it('says when none can be asked for', async () => {
    await openApp(`/${lang}/service/publication`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      t('publication.title'),
    );
    await waitFor(() =>
      expect(document.querySelector('.publication__none')?.textContent).toBe(t('publication.none')),
    );
  });

  it('says at each field what is wrong, the first one focused', async () => {
    standIn(/\/opendata\/publication-apply-information/, () =>
      json({ success: true, data: OFFERED }),
    );
    await openApp(`/${lang}/service/publication`);
    fireEvent.click(await screen.findByRole('radio', { name: /Screen test map/ }));
    const copies = await field('publication.copies');
    fireEvent.change(copies, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('radio', { name: t('publication.address.abroad') }));
    fireEvent.change(await field('publication.address.postcode'), {
      target: { value: '75001' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('publication.send') }));
    await waitFor(() => expect(issueOf('copies')).toBe(t('form.rule.tooHigh', { limit: 3 })));
    for (const name of ['address-recipient', 'address-line1', 'address-country', 'contact-name']) {
      expect(issueOf(name)).toBe(t('form.rule.required'));
    }
    expect(document.activeElement).toBe(copies);

    // A Taiwanese postcode has three or five digits.
    fireEvent.click(screen.getByRole('radio', { name: t('publication.address.taiwan') }));
    fireEvent.change(await field('publication.address.postcode'), { target: { value: '97' } });
    fireEvent.click(screen.getByRole('button', { name: t('publication.send') }));
    await waitFor(() => expect(issueOf('address-postcode')).toBe(t('form.rule.format')));
  });
});
