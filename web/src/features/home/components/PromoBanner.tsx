import type { Article } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { LazyImage } from '@/components/LazyImage';
import { ArticleLink } from './NewsSection';

/**
 * One of the two promotional banners: a wide picture with its title, leading to its target.
 * Until the banners arrive its box stands at the same size, so the page below stays put.
 */
export function PromoBanner({
  banner,
  loading,
  lang,
}: {
  banner: Article | undefined;
  loading: boolean;
  lang: ContentLang;
}) {
  if (banner === undefined) {
    return loading ? <div className="home-banner home-banner--waiting" aria-hidden="true" /> : null;
  }
  return (
    <ArticleLink article={banner} lang={lang} className="home-banner">
      <LazyImage src={banner.image?.src} alt="" ratio="2 / 1" />
      <span className="home-banner__text">
        <span className="home-banner__title">{banner.title}</span>
        {banner.summary ? <span className="home-banner__summary">{banner.summary}</span> : null}
      </span>
    </ArticleLink>
  );
}
