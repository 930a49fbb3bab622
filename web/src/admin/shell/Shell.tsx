import { roleAllows } from '@ecg/domain/rules/operator-access';
import { queryOptions, useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import { Outlet } from '@/lib/router';
import { NavLink } from '@/components/Link';
import { adminKey } from '../admin-keys';
import { adminGet, adminPost } from '../api';
import { SECTIONS } from '../sections';
import { endSession, type Session } from '../session';
import { LanguageSwitch } from '../components/LanguageSwitch';

const meQuery = queryOptions({
  queryKey: adminKey('me'),
  queryFn: () => adminGet('me'),
  refetchOnWindowFocus: true,
});

async function signOut(): Promise<void> {
  try {
    await adminPost('signOut', undefined);
  } finally {
    endSession('signed-out');
  }
}

/** The frame of every screen: who is signed in, the sections their role reaches, sign-out. */
export function Shell({ session }: { session: Session }) {
  const { t } = useTranslation();
  // Asked again when the operator comes back to the tab: an ended session sends them to sign in.
  useQuery(meQuery);
  const { operator } = session;
  const sections = SECTIONS.filter((section) => roleAllows(operator.role, section.role));
  return (
    <div className="shell">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('app.skip')}
      </a>
      <header className="top">
        <p className="top__title">{t('app.title')}</p>
        <p className="top__who">
          <span className="top__name">{operator.name}</span>{' '}
          <span className="role-badge">{t(`roles.${operator.role}`)}</span>
        </p>
        <LanguageSwitch />
        <button type="button" className="button" onClick={() => void signOut()}>
          {t('app.signOut')}
        </button>
      </header>
      <nav className="nav" aria-label={t('app.sections')}>
        <ul className="nav__list">
          <li>
            <NavLink to="/" end className="nav__link">
              {t('home.title')}
            </NavLink>
          </li>
          {sections.map((section) => (
            <li key={section.id}>
              <NavLink to={`/${section.id}`} className="nav__link">
                {t(section.titleKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
