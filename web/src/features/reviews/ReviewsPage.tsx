import { useParams } from '@/lib/router';
import { NotFoundPage } from '@/components/NotFoundPage';
import { useContentLang } from '@/lib/use-content-lang';
import { BestRatedPage } from './pages/BestRatedPage';
import { HowReviewsWork } from './pages/HowReviewsWork';
import '@/widgets/reviews/reviews.css';

/** The reviews' own pages (router.tsx `reviews/:page`): best rated, and how reviews work. */
export default function ReviewsPage() {
  const lang = useContentLang();
  const { page } = useParams();
  if (page === 'best') return <BestRatedPage lang={lang} />;
  if (page === 'how') return <HowReviewsWork lang={lang} />;
  return <NotFoundPage />;
}
