import { createBrowserRouter } from 'react-router';
import { Root } from './root.tsx';
import { LoadingScreen } from './status-screens.tsx';

/** every screen is its own chunk, loaded when its route is opened */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <Root />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, lazy: () => import('./routes/dashboard.tsx') },
      { path: 'brands', lazy: () => import('./routes/brands.tsx') },
      { path: 'garage', lazy: () => import('./routes/garage.tsx') },
      { path: 'garage/:id', lazy: () => import('./routes/garage-car.tsx') },
      { path: 'fleet/report', lazy: () => import('./routes/fleet-report.tsx') },
      { path: 'rental', lazy: () => import('./routes/rental.tsx') },
      { path: 'rental/board', lazy: () => import('./routes/rental-board.tsx') },
      { path: 'sales', lazy: () => import('./routes/sales.tsx') },
      { path: 'history', lazy: () => import('./routes/history.tsx') },
      { path: 'fund', lazy: () => import('./routes/fund.tsx') },
      { path: 'till', lazy: () => import('./routes/till.tsx') },
      { path: 'till/month', lazy: () => import('./routes/till-month.tsx') },
      { path: 'till/:userId/:day', lazy: () => import('./routes/till.tsx') },
      { path: 'suppliers', lazy: () => import('./routes/suppliers.tsx') },
      { path: 'customers', lazy: () => import('./routes/customers.tsx') },
      { path: 'customers/:id', lazy: () => import('./routes/customer.tsx') },
      { path: 'fleet', lazy: () => import('./routes/fleet.tsx') },
      { path: 'settings', lazy: () => import('./routes/settings.tsx') },
      { path: 'settings/prices', lazy: () => import('./routes/prices.tsx') },
      { path: 'invoices/:id', lazy: () => import('./routes/invoice.tsx') },
      { path: 'pro-forma', lazy: () => import('./routes/pro-forma.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
  // demo mode: the agency's booking page as customers see it, its requests to the demo's desk
  {
    path: '/demo/book/*',
    lazy: () => import('./routes/demo-book.tsx'),
    hydrateFallbackElement: <LoadingScreen />,
  },
  // public, outside the signed-in shell: the mailed password reset link
  {
    path: '/reset-password',
    lazy: () => import('./routes/reset-password.tsx'),
    hydrateFallbackElement: <LoadingScreen />,
  },
]);
