import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canonicalRoutePath, isContentLang } from '@ecg/domain/rules/language';
import { BottomNav } from './BottomNav';
import { NotFoundPage } from './NotFoundPage';

/** The frame of every screen: the top bar, the page, and the bottom tabs. */
export function Shell() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const location = useLocation();

  // Routes without a language, or with the legacy `pages`, are zh-tw: spell it out in the address.
  const canonical = canonicalRoutePath(location.pathname);
  if (canonical !== undefined && (lang === undefined || lang === 'pages')) {
    return <Navigate replace to={{ pathname: canonical, search: location.search }} />;
  }
  if (lang === undefined || !isContentLang(lang)) return <NotFoundPage />;

  return (
    <div className="shell">
      <header className="top-bar">
        <span className="top-bar__title">{t('app.title')}</span>
      </header>
      <main className="shell__page">
        <Outlet />
      </main>
      <BottomNav lang={lang} />
    </div>
  );
}
