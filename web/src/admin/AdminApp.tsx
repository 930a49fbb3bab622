import { roleAllows } from '@ecg/domain/rules/operator-access';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { HashRouter, Route, Routes } from '@/lib/router';
import { Link } from '@/components/Link';
import { Home } from './shell/Home';
import { SectionScreen } from './shell/SectionScreen';
import { Shell } from './shell/Shell';
import { SignIn } from './components/SignIn';
import { SECTIONS } from './sections';
import { useSession } from './session';

/** Nothing an operator sees is kept past the tab, nor asked again on its own but `me`. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('app.notFound')}</h1>
      <Link to="/">{t('home.title')}</Link>
    </>
  );
}

/**
 * The console: sign-in until there is a session (the address kept, so a link to a section
 * opens it after signing in), then the shell with the sections the operator's role reaches.
 */
export function AdminApp() {
  const session = useSession();
  // What one operator saw is not shown to the next who signs in at this tab.
  useEffect(() => {
    if (!session) queryClient.clear();
  }, [session]);
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        {session ? (
          <Routes>
            <Route element={<Shell session={session} />}>
              <Route index element={<Home role={session.operator.role} />} />
              {SECTIONS.filter((section) => roleAllows(session.operator.role, section.role)).map(
                (section) => (
                  <Route
                    key={section.id}
                    path={section.id}
                    element={<SectionScreen section={section} />}
                  />
                ),
              )}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        ) : (
          <SignIn />
        )}
      </HashRouter>
    </QueryClientProvider>
  );
}
