import type { GuideSummary, GuideType } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useTranslation } from '@/lib/i18n';
import { useRememberPage } from '@/lib/saved-pages';
import { Card } from '@/components/Card';
import { Glyph } from '@/components/Glyph';
import { StatusMessage } from '@/components/StatusMessage';
import { useOverlayLink } from '@/components/overlay-link';
import { useGuides } from '../api/get-guides';
import { guideTabPath } from '../guide-route';

/** A guide in the list: its picture (with a play or audio mark), title, type and date. */
function GuideItem({ guide }: { guide: GuideSummary }) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  return (
    <li className={`guide-item guide-item--${guide.type}`}>
      <Card
        to={overlay({ kind: 'guide', id: String(guide.id) })}
        title={guide.title}
        image={guide.image?.src}
        meta={
          <>
            <span className="guide-item__type">{t(`guide.types.${guide.type}`)}</span>{' '}
            {t('guide.updated', { date: guide.update_time.slice(0, 10) })}
          </>
        }
      />
      {guide.type === 'photo' ? null : (
        <span className="guide-item__badge" aria-hidden="true">
          <Glyph name={guide.type === 'video' ? 'play' : 'audio'} size={22} />
        </span>
      )}
    </li>
  );
}

/** The guides of one type and keyword, twenty at a time with a "load more" button. */
export function GuideList({
  lang,
  type,
  keyword,
  title,
}: {
  lang: ContentLang;
  type: GuideType;
  keyword: string;
  /** The screen's title, under which it is listed among the pages saved for offline use. */
  title: string;
}) {
  const { t } = useTranslation();
  const guides = useGuides(lang, type, keyword);
  useRememberPage(
    lang,
    guides.data === undefined ? undefined : guideTabPath(lang, type, keyword),
    title,
  );
  if (guides.data === undefined) {
    return (
      <StatusMessage
        status={guides.isError ? 'failed' : 'loading'}
        onRetry={() => void guides.refetch()}
      />
    );
  }
  const items = guides.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <StatusMessage status="empty" />;
  return (
    <>
      <ul className="guide-list">
        {items.map((guide) => (
          <GuideItem key={guide.id} guide={guide} />
        ))}
      </ul>
      {guides.hasNextPage ? (
        <button
          type="button"
          className="button guide-more"
          disabled={guides.isFetchingNextPage}
          onClick={() => void guides.fetchNextPage()}
        >
          {guides.isFetchingNextPage ? t('loading.label') : t('guide.more')}
        </button>
      ) : null}
    </>
  );
}
