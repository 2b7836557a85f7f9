import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import './index.css';
import './lib/i18n.ts';
import { NotifyProvider } from './lib/notify.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { applyTheme, initialTheme, ThemeProvider } from './lib/theme.tsx';

applyTheme(initialTheme());
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
