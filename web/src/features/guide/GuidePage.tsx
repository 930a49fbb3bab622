import { useTranslation } from '@/lib/i18n';
import { useNavigate, useParams, useSearchParams } from '@/lib/router';
import { usePageMeta } from '@/lib/page-meta';
import { NotFoundPage } from '@/components/NotFoundPage';
import { useContentLang } from '@/lib/use-content-lang';
import { GuideList } from './components/GuideList';
import { GuideSearch } from './components/GuideSearch';
import { GuideTabs } from './components/GuideTabs';
import { guideTabPath, guideTypeOfRoute } from './guide-route';
import './guide.css';

/**
 * The guide area (requirements §2 /{lang}/guide/{type}/{value}): photo, video and audio guides as
 * tabs, a keyword search (in the address as ?q=, so it survives a reload and the back
 * button), and the list, each guide opening the guide overlay over it.
 */
export default function GuidePage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const type = guideTypeOfRoute(params.type);
  const keyword = search.get('q') ?? '';
  // /guide is the area itself; a tab is titled by its type; NotFoundPage titles an unknown one.
  const title =
    type === undefined
      ? t('notFound.title')
      : params.type
        ? t(`guide.titles.${type}`)
        : t('nav.guide');
  usePageMeta(lang, title);

  if (type === undefined) return <NotFoundPage />;
  return (
    <div className="guide-page">
      <h1 className="page-title">{t('nav.guide')}</h1>
      <GuideTabs lang={lang} current={type} keyword={keyword} />
      <GuideSearch
        keyword={keyword}
        onSearch={(next) => navigate(guideTabPath(lang, type, next))}
      />
      <GuideList lang={lang} type={type} keyword={keyword} title={title} />
    </div>
  );
}
