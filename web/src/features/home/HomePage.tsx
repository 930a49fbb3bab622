import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { bannersQuery, IN_CAROUSEL, picksQuery } from './api/home-queries';
import { HeroCarousel } from './components/HeroCarousel';
import { NewsSection } from './components/NewsSection';
import { NoticesSection, TipsSection } from './components/NoticesSection';
import { PromoBanner } from './components/PromoBanner';
import { ThemedAreas } from './components/ThemedAreas';
import { ThemedTours } from './components/ThemedTours';
import {
  EventsSection,
  LiveCamSection,
  RecommendedSection,
  ToursSection,
} from './components/TileSections';
import './home.css';
import './home-rows.css';
import './home-more.css';

/**
 * The home page (requirements §2 Home sections): the carousel, the themed areas, notices and latest
 * updates, then recommendations, itineraries, themed tours, events and live cams between the
 * two promotional banners. Each section loads on its own and keeps its place while it does.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const lang = useContentLang();
  usePageMeta(lang, undefined, { description: t('page.description') });
  const picks = useQuery(picksQuery(lang));
  const banners = useQuery(bannersQuery(lang));
  const banner = (index: number) => (
    <PromoBanner banner={banners.data?.[index]} loading={banners.isPending} lang={lang} />
  );

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('nav.home')}</h1>
      <HeroCarousel
        places={picks.data?.slice(0, IN_CAROUSEL)}
        failed={picks.isError}
        onRetry={() => void picks.refetch()}
      />
      <ThemedAreas lang={lang} />
      <div className="home-pair">
        <NoticesSection lang={lang} />
        <NewsSection lang={lang} />
        <TipsSection lang={lang} />
      </div>
      <RecommendedSection lang={lang} />
      {banner(0)}
      <ToursSection lang={lang} />
      <ThemedTours lang={lang} />
      <EventsSection lang={lang} />
      {banner(1)}
      <LiveCamSection lang={lang} />
    </div>
  );
}
