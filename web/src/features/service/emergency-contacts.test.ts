import { describe, expect, it } from 'vitest';
import { contactsOfPage } from './emergency-contacts';

describe('contactsOfPage', () => {
  it('reads each numbered item of the page, leaving advice aside', () => {
    const html =
      '<p>In an emergency, call:</p><ul><li><strong>110</strong>: police</li>' +
      '<li><strong>0800-011-765</strong>: travel hotline (not for emergencies)</li></ul>' +
      '<h3>What to say</h3><ul><li>Where you are: the township and the road.</li></ul>';
    expect(contactsOfPage(html)).toEqual([
      { number: '110', purpose: 'police' },
      { number: '0800-011-765', purpose: 'travel hotline (not for emergencies)' },
    ]);
  });

  it('finds none in a page without numbers', () => {
    expect(contactsOfPage('<p>Call 110.</p>')).toEqual([]);
    expect(contactsOfPage('')).toEqual([]);
  });
});
