import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from '@/lib/router';
import { Link } from './Link';
import { homePath } from '@ecg/domain/routes';
import { pagesSaved, readSavedPages } from '@/lib/saved-pages';
import { useContentLang } from '@/lib/use-content-lang';
import './offline.css';

/**
 * What a screen says offline when its answer was never saved, instead of loading for ever: a
 * whole screen (a list, a detail) says so and leads to what can be read offline, the home and
 * the pages opened in the last day; a part of a page (a home section, the weather) says it in
 * a line. It loads by itself once the network is back (the queries refetch on reconnect).
 */
export default function OfflineState({ part }: { part: boolean }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const headingId = useId();
  const { pathname, search } = useLocation();
  const [saved] = useState(() => pagesSaved(readSavedPages(), lang, Date.now()));
  if (part) {
    return (
      <p className="status offline offline--part" role="status">
        {t('offline.part')}
      </p>
    );
  }
  const here = `${pathname}${search}`;
  const home = homePath(lang);
  const pages = [
    ...(here === home ? [] : [{ path: home, title: t('nav.home') }]),
    ...saved.filter((page) => page.path !== here && page.path !== home),
  ];
  return (
    <div className="status offline">
      <p className="offline__title" role="status">
        {t('offline.page')}
      </p>
      <p>{t('offline.whenBack')}</p>
      <section className="offline__saved" aria-labelledby={headingId}>
        <h2 id={headingId} className="offline__heading">
          {t('offline.available')}
        </h2>
        <ul className="offline__pages">
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
        </ul>
        {saved.length === 0 ? <p className="offline__keep">{t('offline.keep')}</p> : null}
      </section>
    </div>
  );
}
