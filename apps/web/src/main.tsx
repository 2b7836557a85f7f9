// first: the schemas must not probe for eval, which the CSP forbids
import './lib/zod-csp.ts';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import './index.css';
import { isDemoMode } from './lib/data-mode.ts';
import { changeLanguage, initialLanguage } from './lib/i18n.ts';
import { NotifyProvider } from './lib/notify.tsx';
import { setupOffline } from './lib/offline/sync.ts';
import { createQueryClient, persistOptions } from './lib/query-client.ts';
import { applyTheme, initialTheme, ThemeProvider } from './lib/theme.tsx';

applyTheme(initialTheme());
// a reload in demo mode starts the demo's worker before the app asks it anything
if (isDemoMode()) void import('./demo/demo-client.ts').then((demo) => demo.startDemo());
const queryClient = createQueryClient();
const persist = persistOptions();
setupOffline(queryClient);

// the app shell (index.html and its assets) is kept by a service worker, so that the page
// itself opens without the server; the data comes from the persisted query cache
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// French or Arabic is fetched before the first paint, so that no screen flashes in English
const language = initialLanguage();
const ready =
  language === 'en' ? Promise.resolve() : changeLanguage(language).catch(() => undefined);
void ready.then(() =>
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider>
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persist}
          // what was stored shows at once; then everything is asked of the server again
          onSuccess={() => queryClient.invalidateQueries()}
        >
          <NotifyProvider>
            <RouterProvider router={router} />
          </NotifyProvider>
        </PersistQueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
