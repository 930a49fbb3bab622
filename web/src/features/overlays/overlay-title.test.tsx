import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentLang } from '@ecg/domain/rules/language';
import { usePageMeta } from '@/lib/page-meta';
import { OverlayTitle, OverlayTitleContext } from './overlay-title';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: () => '東部海岸國家風景區' }),
}));

function Page({ lang }: { lang: ContentLang }) {
  usePageMeta(lang, '景點', { description: '東海岸的景點' });
  return null;
}

/** An overlay over the page, as the frame mounts it: open, or sliding out (still mounted). */
function Screen({ lang, overlay }: { lang: ContentLang; overlay?: 'open' | 'closing' }) {
  return (
    <>
      {overlay ? (
        <OverlayTitleContext.Provider
          value={{ titleId: 't', setTitle: () => undefined, lang, open: overlay === 'open' }}
        >
          <OverlayTitle description={'<p>太平洋 海岸\n的<b>步道</b></p>'}>三仙台</OverlayTitle>
        </OverlayTitleContext.Provider>
      ) : null}
      <Page lang={lang} />
    </>
  );
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(cleanup);

describe('an open detail overlay names the document (requirements §2)', () => {
  it('sets its own title and description over the page, and gives the page its own back', () => {
    const { rerender } = render(<Screen lang="zh-tw" />);
    expect(document.title).toBe('景點 | 東部海岸國家風景區');
    rerender(<Screen lang="zh-tw" overlay="open" />);
    expect(document.title).toBe('三仙台 | 東部海岸國家風景區');
    expect(description()).toBe('太平洋海岸的步道');
    rerender(<Screen lang="zh-tw" overlay="closing" />);
    expect(document.title).toBe('景點 | 東部海岸國家風景區');
    expect(description()).toBe('東海岸的景點');
    rerender(<Screen lang="zh-tw" />);
    expect(document.title).toBe('景點 | 東部海岸國家風景區');
  });

  it('wins over the page even when it is there from the start (a shared link)', () => {
    render(<Screen lang="zh-tw" overlay="open" />);
    expect(document.title).toBe('三仙台 | 東部海岸國家風景區');
    expect(description()).toBe('太平洋海岸的步道');
  });

  it('outside zh-tw sets the title and no description tag', () => {
    render(<Screen lang="en" overlay="open" />);
    expect(document.title).toBe('三仙台 | 東部海岸國家風景區');
    expect(description()).toBeUndefined();
  });
});
