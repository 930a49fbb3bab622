import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@/lib/i18n';
import { AdminApp } from './AdminApp';
import { adminI18n, startAdminI18n } from './i18n';
import './admin.css';
import './admin-shell.css';
import './admin-sections.css';

/**
 * The operator console (docs/architecture.md, Operator console): a page of its own at /admin/,
 * apart from the app.
 */
const root = createRoot(document.getElementById('root')!);
void startAdminI18n().then(() =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={adminI18n}>
        <AdminApp />
      </I18nProvider>
    </StrictMode>,
  ),
);
