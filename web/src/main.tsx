import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { langOfRoute } from '@ecg/domain/rules/language';
import { startI18n } from './app/i18n';
import { router } from './app/router';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

void startI18n(langOfRoute(window.location.hash.replace(/^#/, ''))).then(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
