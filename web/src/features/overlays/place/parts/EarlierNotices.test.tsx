import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeClosures } from '../place-closures';
import { EarlierNotices } from './EarlierNotices';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: { date?: string }) => (values?.date ? `${key} ${values.date}` : key),
  }),
}));

afterEach(cleanup);

/** Xiaoyeliu's notice, and its visitor centre's hours, as the seed holds them. */
const XIAOYELIU_NOTICE = {
  text: '小野柳遊客中心及賣店周邊自109年10月15日起至109年12月31日封閉施工並暫停開放',
  reported: '2021-03-31',
  until: '2020-12-31',
};
const CENTRE_HOURS =
  '小野柳遊憩區辦理環境改善工程，自109年10月15日起至109年12月31日封閉施工並暫停開放。';
const TODAY = new Date('2026-11-29T10:00:00+08:00').getTime();

describe('placeClosures', () => {
  it('takes an ended closure out of the notices and of the hours, keeping it with its day', () => {
    const place = placeClosures('全天候開放', [XIAOYELIU_NOTICE], TODAY);
    expect(place.notices).toEqual([]);
    expect(place.opentime).toBe('全天候開放');
    expect(place.earlier).toEqual([{ text: XIAOYELIU_NOTICE.text, until: '2020-12-31' }]);

    const centre = placeClosures(CENTRE_HOURS, undefined, TODAY);
    expect(centre.opentime).toBeUndefined();
    expect(centre.earlier).toEqual([{ text: CENTRE_HOURS, until: '2020-12-31' }]);
  });

  it('keeps a closure while it stands, and one still to come', () => {
    const during = placeClosures(CENTRE_HOURS, [XIAOYELIU_NOTICE], Date.parse('2020-11-01'));
    expect(during.notices).toEqual([XIAOYELIU_NOTICE]);
    expect(during.opentime).toBe(CENTRE_HOURS);
    expect(during.earlier).toEqual([]);
    const planned = { text: '自115年12月1日起至116年1月31日封閉施工', until: '2027-01-31' };
    expect(placeClosures(undefined, [planned], TODAY).notices).toEqual([planned]);
  });
});

describe('EarlierNotices', () => {
  it('is one line with the last days, the texts inside', () => {
    const { container } = render(
      <EarlierNotices notices={placeClosures(CENTRE_HOURS, [XIAOYELIU_NOTICE], TODAY).earlier} />,
    );
    expect(container.querySelector('summary')?.textContent).toBe(
      'closureNotice.earlierclosureNotice.until 2020-12-31',
    );
    expect(screen.getByText(XIAOYELIU_NOTICE.text)).toBeTruthy();
    expect(screen.getByText(CENTRE_HOURS)).toBeTruthy();
  });

  it('is absent with nothing that ended', () => {
    const { container } = render(<EarlierNotices notices={[]} />);
    expect(container.textContent).toBe('');
  });
});
