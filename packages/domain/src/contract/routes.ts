import type { OperationId } from '../auth/permissions.ts';
import { auditRoutes } from './audit.ts';
import { authRoutes } from './auth.ts';
import { boardRoutes } from './board.ts';
import { bookingPageRoutes } from './booking-page.ts';
import { bookingRequestRoutes } from './booking-requests.ts';
import { brandRoutes } from './brands.ts';
import { carResultRoutes } from './car-results.ts';
import { carRoutes, garageRoutes } from './cars.ts';
import { chartRoutes } from './charts.ts';
import { customerRoutes } from './customers.ts';
import { dashboardRoutes } from './dashboard.ts';
import { drawerRoutes } from './drawers.ts';
import { exportRoutes } from './exports.ts';
import { fineRoutes } from './fines.ts';
import { fleetRoutes } from './fleet.ts';
import { fleetStatusRoutes } from './fleet-status.ts';
import { fundRoutes } from './fund.ts';
import { historyRoutes } from './history.ts';
import { contractRoutes } from './inspections.ts';
import { invoiceRoutes } from './invoices.ts';
import { pricingRoutes } from './pricing.ts';
import { rentalRoutes } from './rentals.ts';
import type { RouteSpec } from './route.ts';
import { salesRoutes } from './sales.ts';
import { settingsRoutes } from './settings.ts';
import { supplierRoutes } from './suppliers.ts';
import { systemRoutes } from './system.ts';
import { uploadRoutes } from './uploads.ts';

/**
 * The route table: every route of the API, by operationId. Each module writes its own
 * routes beside its schemas; this is where they meet (the server's registration test and
 * the offline queue read it). Not imported by the screens: each calls its own module's
 * routes, so that a screen's chunk carries only the schemas it uses.
 */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...settingsRoutes,
  ...auditRoutes,
  ...uploadRoutes,
  ...brandRoutes,
  ...supplierRoutes,
  ...customerRoutes,
  ...carRoutes,
  ...garageRoutes,
  ...dashboardRoutes,
  ...rentalRoutes,
  ...contractRoutes,
  ...boardRoutes,
  ...salesRoutes,
  ...historyRoutes,
  ...invoiceRoutes,
  ...exportRoutes,
  ...chartRoutes,
  ...fundRoutes,
  ...drawerRoutes,
  ...fleetRoutes,
  ...fleetStatusRoutes,
  ...fineRoutes,
  ...carResultRoutes,
  ...pricingRoutes,
  ...bookingPageRoutes,
  ...bookingRequestRoutes,
} satisfies Partial<Record<OperationId, RouteSpec>>;
