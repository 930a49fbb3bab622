import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from '@/lib/router';
import type { StaticPage } from '@ecg/domain/contracts';
import { RichText } from '@/components/RichText';
import { StatusMessage } from '@/components/StatusMessage';
import { storeStaticPageUrl } from '../back-url';
import { DetailQuery } from '../DetailQuery';
import { TranslationNote } from '@/components/detail-parts';
import type { OverlayContentProps } from '../overlay-contents';
import { OverlayTitle } from '../overlay-title';
import { useStaticPage, type StaticPageRef } from '@/lib/api/static-pages';
import { appRouteOfHref, isPlainClick } from './app-links';
import { UpdateTime } from '../UpdateTime';
import './static.css';

/**
 * A static page's text. A link in it that stays in the app remembers this page first, so the
 * overlay it opens comes back here (requirements §2: a stored static-page URL wins).
 */
function PageContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a');
    const route = appRouteOfHref(anchor?.getAttribute('href'));
    if (!anchor || route === undefined || !event.currentTarget.contains(anchor)) return;
    event.preventDefault();
    storeStaticPageUrl(`${pathname}${search}`);
    void navigate(route);
  };
  return (
    <div className="static-page__content" onClick={onClick}>
      <RichText html={html} />
    </div>
  );
}

export function StaticPageDetail({ page }: { page: StaticPage }) {
  const { t } = useTranslation();
  return (
    <article className="static-page">
      <OverlayTitle description={page.content}>{page.title}</OverlayTitle>
      {page.update_time ? (
        <p className="detail-meta">
          <UpdateTime value={page.update_time} label={t('staticPage.updated')} />
        </p>
      ) : null}
      <TranslationNote translation={page.translation} />
      {page.content ? <PageContent html={page.content} /> : null}
    </article>
  );
}

export default function StaticOverlay({ overlay, lang }: OverlayContentProps) {
  if (overlay.kind !== 'static') return null;
  return <StaticContent page={{ name: overlay.name, type: overlay.type }} lang={lang} />;
}

function StaticContent({ page, lang }: { page: StaticPageRef; lang: OverlayContentProps['lang'] }) {
  const query = useStaticPage(page, lang);
  return (
    <DetailQuery query={query}>
      {(found) => (found ? <StaticPageDetail page={found} /> : <StatusMessage status="empty" />)}
    </DetailQuery>
  );
}
