import { describe, expect, it } from 'vitest';
import { permissions } from '../auth/permissions.ts';
import { routes } from './routes.ts';

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
});
