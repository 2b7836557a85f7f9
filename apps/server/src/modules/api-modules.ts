import { systemRoutes } from '@car-rental/domain/contract/system';
import { type Operation, operation } from '../lib/operation.ts';
import { auditOperations } from './audit/audit.routes.ts';
import { authOperations } from './auth/auth.routes.ts';
import { bookingPageOperations } from './booking-page/booking-page.routes.ts';
import { brandOperations } from './brands/brands.routes.ts';
import { carOperations } from './cars/cars.routes.ts';
import { chartOperations } from './charts/charts.routes.ts';
import { customerOperations } from './customers/customers.routes.ts';
import { dashboardOperations } from './dashboard/dashboard.routes.ts';
import { drawerOperations } from './drawers/drawers.routes.ts';
import { exportOperations } from './exports/exports.routes.ts';
import { carResultOperations } from './fleet/car-results.routes.ts';
import { fineOperations } from './fleet/fines.routes.ts';
import { fleetOperations } from './fleet/fleet.routes.ts';
import { fleetStatusOperations } from './fleet/fleet-status.routes.ts';
import { fundOperations } from './fund/fund.routes.ts';
import { historyOperations } from './history/history.routes.ts';
import { invoiceOperations } from './invoices/invoices.routes.ts';
import { pricingOperations } from './pricing/pricing.routes.ts';
import { boardOperations } from './rentals/board.routes.ts';
import { contractOperations } from './rentals/contracts.routes.ts';
import { rentalOperations } from './rentals/rentals.routes.ts';
import { salesOperations } from './sales/sales.routes.ts';
import { settingsOperations } from './settings/settings.routes.ts';
import { supplierOperations } from './suppliers/suppliers.routes.ts';

const systemOperations = [
  operation(systemRoutes.health, async () => ({ status: 'ok' as const })),
  operation(systemRoutes.getClientConfig, async (_, { deps }) => ({
    businessTimezone: deps.config.businessTimezone,
  })),
];

/**
 * The operations that run anywhere Web Crypto and a PostgreSQL (or PGlite) run, by
 * operationId: the server serves them through Fastify (lib/serve-fastify.ts, from app.ts),
 * and the demo's worker through lib/dispatch.ts. What needs Node (readiness's files, the
 * event stream, multipart uploads, idempotent replays) the server registers beside them.
 */
export const apiOperations: readonly Operation[] = [
  ...systemOperations,
  ...authOperations,
  ...brandOperations,
  ...supplierOperations,
  ...customerOperations,
  ...carOperations,
  ...dashboardOperations,
  ...rentalOperations,
  ...boardOperations,
  ...contractOperations,
  ...salesOperations,
  ...historyOperations,
  ...fundOperations,
  ...drawerOperations,
  ...fleetOperations,
  ...fleetStatusOperations,
  ...fineOperations,
  ...carResultOperations,
  ...pricingOperations,
  ...bookingPageOperations,
  ...settingsOperations,
  ...invoiceOperations,
  ...exportOperations,
  ...chartOperations,
  ...auditOperations,
];
