import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentLang } from '@ecg/domain/rules/language';
import { PlaceAddress } from './PlaceAddress';

afterEach(cleanup);

const address = '臺東縣成功鎮基翬路74號';
const township = (name: string) => ({
  code: '10014020',
  name,
  enName: 'Chenggong Township',
  countyEn: 'Taitung County',
});
const romanised = 'Chenggong Township, Taitung County 961, Taiwan';

const show = (lang: ContentLang, name: string) =>
  render(<PlaceAddress address={address} township={township(name)} zipcode={961} lang={lang} />);

describe('PlaceAddress (requirements §5, docs/glossary.md)', () => {
  it('keeps the Chinese address and adds a romanised line under it in English', () => {
    const { container } = show('en', 'Chenggong Township');
    expect(screen.getByText(address).getAttribute('lang')).toBe('zh-Hant');
    const line = screen.getByText(romanised);
    expect(line.getAttribute('lang')).toBe('en');
    // The romanised line names the township: no chip repeats it.
    expect(container.querySelector('.place-address__township')).toBeNull();
  });

  it('adds the romanised line in Japanese too, after the township in Japanese', () => {
    show('ja', '成功鎮');
    expect(screen.getByText(address)).toBeTruthy();
    expect(screen.getByText('成功鎮')).toBeTruthy();
    expect(screen.getByText(romanised).getAttribute('lang')).toBe('en');
  });

  it('adds no romanised line in Chinese, nor where no English name is known', () => {
    show('zh-tw', '成功鎮');
    expect(screen.queryByText(romanised)).toBeNull();
    cleanup();
    render(
      <PlaceAddress
        address={address}
        township={{ code: '10014020', name: '成功鎮' }}
        zipcode={961}
        lang="ja"
      />,
    );
    expect(screen.queryByText(/Taiwan/)).toBeNull();
    expect(screen.getByText('成功鎮')).toBeTruthy();
  });
});
