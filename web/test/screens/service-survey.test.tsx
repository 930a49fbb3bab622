import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, openApp, standIn } from './app-screen';

/*
 * The visitor survey's screens in each language: the list, the questions' errors when sent
 * empty, and the list with no survey open. The form's token is stood in for (the screens'
 * server is shared). End to end (e2e/service-survey.spec.ts) keeps, in one language, a survey
 * answered and kept once, and an answer refused after it waited offline.
 */

// The outbox every form is saved in first (docs/writes.md): happy-dom has no
// IndexedDB, and each test starts with none of another's forms.
beforeEach(() => {
  standIn(/\/opendata\/token$/, () =>
    json({ success: true, data: { token: 'screen-test', expiresAt: '2099-12-31 23:59:59' } }, 201),
  );
});

describe.each([
  {
    lang: 'zh-tw',
    title: '遊客問卷',
    survey: '東海岸遊客滿意度調查',
    submit: '送出問卷',
    required: '請填寫此欄。',
  },
  {
    lang: 'en',
    title: 'Visitor survey',
    survey: 'East Coast visitor satisfaction survey',
    submit: 'Send my answers',
    required: 'Please fill this in.',
  },
])('the survey in $lang', (l) => {
  it('is listed, and each required question sent empty says so, the first focused', async () => {
    await openApp(`/${l.lang}/service/survey`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(l.title);
    fireEvent.click(await screen.findByRole('link', { name: new RegExp(l.survey) }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(l.survey),
    );
    fireEvent.click(await screen.findByRole('button', { name: l.submit }));
    await waitFor(() =>
      expect(document.querySelectorAll('fieldset.form-field--invalid')).toHaveLength(3),
    );
    const first = document.querySelector('fieldset.form-field--invalid .form-field__issue');
    expect(first?.textContent).toBe(l.required);
    expect(document.activeElement?.id).toBe('survey-1-answers-1');
  });
});

it('with no survey open, the list says so', async () => {
  standIn(/\/opendata\/surveys(\?|$)/, () => json({ success: true, data: [] }));
  await openApp('/en/service/survey');
  await waitFor(() =>
    expect(
      screen
        .getAllByRole('status')
        .map((status) => status.textContent)
        .includes('No survey is open now. Thank you for looking; please come back another time.'),
    ).toBe(true),
  );
});
