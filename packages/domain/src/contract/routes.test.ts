import { describe, expect, it } from 'vitest';
import { permissions } from '../auth/permissions.ts';
import { routes } from './routes.ts';
import { topics } from './topics.ts';

describe('the route table', () => {
  it('names each route by its operationId, once', () => {
    for (const [key, route] of Object.entries(routes)) expect(route.operationId, key).toBe(key);
    const places = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('has a route for every operation the permission table names, and no other', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(permissions).sort());
  });

  it('marks public exactly the routes the permission table opens to everyone', () => {
    for (const route of Object.values(routes)) {
      const open = permissions[route.operationId] === 'public';
      expect(Boolean((route as { public?: boolean }).public), route.operationId).toBe(open);
    }
  });

  it('says which topics each route reads or writes, except what is not business data', () => {
    const notData = new Set([
      'health',
      'ready',
      'getClientConfig',
      'streamEvents',
      'getSetupStatus',
      'getCurrentUser',
      'getUploadedImage',
      'getCustomerDocument',
      'exportHistoryCsv',
      'exportFundCsv',
      'exportHistoryXlsx',
      'exportFundXlsx',
      'getInvoicePdf',
      'getContractPdf',
      'getReceiptPdf',
      'getInspectionPhoto',
      'getDrawerReportPdf',
      'exportDrawersCsv',
      'exportDrawersXlsx',
      'getRateCardPdf',
      // issue 32 §5: the Fleet report's files, downloaded as the other exports
      'exportFleetReportCsv',
      'exportFleetReportXlsx',
    ]);
    for (const route of Object.values(routes)) {
      const named = (route as { topics?: readonly string[] }).topics;
      if (notData.has(route.operationId)) {
        expect(named, route.operationId).toBeUndefined();
        continue;
      }
      expect(named, route.operationId).toBeDefined();
      for (const topic of named ?? []) expect(topics, route.operationId).toContain(topic);
      // a read is made of something: an empty list would never be refetched
      if (route.method === 'GET') expect(named?.length, route.operationId).toBeGreaterThan(0);
    }
  });
});
