import { systemRoutes } from '@car-rental/domain/contract/system';
import type { Api, AppDeps } from '../lib/deps.ts';
import { fromTable } from '../lib/route.ts';
import { registerAuditRoutes } from './audit/audit.routes.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { registerBrandRoutes } from './brands/brands.routes.ts';
import { registerCarRoutes } from './cars/cars.routes.ts';
import { registerChartRoutes } from './charts/charts.routes.ts';
import { registerContractRoutes } from './contracts/contracts.routes.ts';
import { registerCustomerRoutes } from './customers/customers.routes.ts';
import { registerDashboardRoutes } from './dashboard/dashboard.routes.ts';
import { registerExportRoutes } from './exports/exports.routes.ts';
import { registerFundRoutes } from './fund/fund.routes.ts';
import { registerHistoryRoutes } from './history/history.routes.ts';
import { registerInvoiceRoutes } from './invoices/invoices.routes.ts';
import { registerBoardRoutes } from './rentals/board.routes.ts';
import { registerRentalRoutes } from './rentals/rentals.routes.ts';
import { registerSalesRoutes } from './sales/sales.routes.ts';
import { registerSettingsRoutes } from './settings/settings.routes.ts';
import { registerSupplierRoutes } from './suppliers/suppliers.routes.ts';

/**
 * The routes whose handlers run anywhere Web Crypto and a PostgreSQL (or PGlite) run: the
 * server registers them on Fastify (app.ts), and the demo's dispatcher registers the very
 * same handlers in the browser (lib/dispatch.ts). What needs Node (readiness's files, the
 * event stream, multipart uploads, idempotent replays) the server registers beside them.
 */
export function registerApiModules(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(systemRoutes.health),
    handler: async () => ({ status: 'ok' as const }),
  });
  api.route({
    ...fromTable(systemRoutes.getClientConfig),
    handler: async () => ({ businessTimezone: deps.config.businessTimezone }),
  });
  registerAuthRoutes(api, deps);
  registerBrandRoutes(api, deps);
  registerSupplierRoutes(api, deps);
  registerCustomerRoutes(api, deps);
  registerCarRoutes(api, deps);
  registerDashboardRoutes(api, deps);
  registerRentalRoutes(api, deps);
  registerBoardRoutes(api, deps);
  registerContractRoutes(api, deps);
  registerSalesRoutes(api, deps);
  registerHistoryRoutes(api, deps);
  registerFundRoutes(api, deps);
  registerSettingsRoutes(api, deps);
  registerInvoiceRoutes(api, deps);
  registerExportRoutes(api, deps);
  registerChartRoutes(api, deps);
  registerAuditRoutes(api, deps);
}
