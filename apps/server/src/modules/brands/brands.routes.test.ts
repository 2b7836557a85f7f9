import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Topic } from '../../events/event-bus.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
});
afterAll(() => server.close());

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

async function brandNamed(name: string) {
  const res = await client.get('/api/brands');
  return res.body.items.find((b: { name: string }) => b.name === name);
}

describe('GET /api/brands (listBrands)', () => {
  it('needs a session', async () => {
    const res = await server.anonymous().get('/api/brands');
    expect(res.status).toBe(401);
  });

  it('lists the catalogue by name with models by name, counts and the groups', async () => {
    const res = await client.get('/api/brands');
    expect(res.status).toBe(200);
    const names = res.body.items.map((b: { name: string }) => b.name);
    expect(names).toHaveLength(9);
    expect(names).toEqual([...names].sort(byName));
    expect(names.slice(0, 2)).toEqual(['Audi', 'Fiat']);
    for (const brand of res.body.items) {
      expect(brand.modelCount).toBe(brand.models.length);
      const models = brand.models.map((m: { name: string }) => m.name);
      expect(models).toEqual([...models].sort(byName));
      expect(brand.logo).toBeNull();
    }
    expect(res.body.items.reduce((n: number, b: any) => n + b.modelCount, 0)).toBe(27);
    expect(res.body.groups).toEqual([
      'Chinese Brands',
      'Renault Group',
      'Stellantis Group',
      'Volkswagen Group',
    ]);
  });
});

describe('POST /api/brands (addBrand)', () => {
  it('adds a trimmed brand without a group, announces it, and lists it', async () => {
    const topics: Topic[][] = [];
    const stop = server.events.subscribe((event) => topics.push(event.topics));
    const res = await client.post('/api/brands', {
      name: '  Toyota  ',
      group: '   ',
      logo: 'https://cdn.example.com/toyota.png',
    });
    stop();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Toyota',
      group: null,
      logo: 'https://cdn.example.com/toyota.png',
      modelCount: 0,
      models: [],
    });
    expect(topics).toEqual([['brands']]);
    expect(await brandNamed('Toyota')).toEqual(res.body);
  });

  it('adds a brand in a new group, which becomes a suggestion', async () => {
    const res = await client.post('/api/brands', { name: 'Hyundai', group: ' Korean Brands ' });
    expect(res.status).toBe(201);
    expect(res.body.group).toBe('Korean Brands');
    expect((await client.get('/api/brands')).body.groups).toContain('Korean Brands');
  });

  it('files a group typed in another case under the existing spelling', async () => {
    const res = await client.post('/api/brands', { name: 'Dacia', group: 'renault GROUP' });
    expect(res.status).toBe(201);
    expect(res.body.group).toBe('Renault Group');
    const groups = (await client.get('/api/brands')).body.groups;
    expect(groups.filter((g: string) => g.toLowerCase() === 'renault group')).toEqual([
      'Renault Group',
    ]);
  });

  it('refuses a name already taken, whatever the case', async () => {
    const res = await client.post('/api/brands', { name: ' renault ' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'already_exists',
      detail: 'A brand with this name already exists.',
    });
    const all = (await client.get('/api/brands')).body.items;
    expect(all.filter((b: { name: string }) => b.name.toLowerCase() === 'renault')).toHaveLength(1);
  });

  it('refuses a blank name', async () => {
    const res = await client.post('/api/brands', { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.detail).toBe('Brand name is required');
    expect(res.body.fields).toMatchObject([
      { path: 'body.name', message: 'Brand name is required' },
    ]);
  });

  it('refuses a logo that is not an http(s) URL', async () => {
    const res = await client.post('/api/brands', { name: 'Kia', logo: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
    expect(res.body.fields[0].path).toBe('body.logo');
    expect(await brandNamed('Kia')).toBeUndefined();
  });
});

describe('POST /api/brands/:id/models (addModel)', () => {
  it('adds a trimmed model, listed under its brand in name order', async () => {
    const renault = await brandNamed('Renault');
    const res = await client.post(`/api/brands/${renault.id}/models`, { name: ' Austral ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), brandId: renault.id, name: 'Austral' });
    const after = await brandNamed('Renault');
    expect(after.modelCount).toBe(renault.modelCount + 1);
    expect(after.models[0]).toEqual({ id: res.body.id, name: 'Austral' });
  });

  it('refuses a model the brand already has, whatever the case', async () => {
    const renault = await brandNamed('Renault');
    const existing = renault.models[0].name as string;
    const res = await client.post(`/api/brands/${renault.id}/models`, {
      name: existing.toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'already_exists',
      detail: 'This model already exists for this brand.',
    });
    expect((await brandNamed('Renault')).modelCount).toBe(renault.modelCount);
  });

  it('lets two brands have a model of the same name', async () => {
    const toyota = await brandNamed('Toyota');
    const res = await client.post(`/api/brands/${toyota.id}/models`, { name: 'Austral' });
    expect(res.status).toBe(201);
  });

  it('answers 404 for an unknown brand and 400 for a bad id or a blank name', async () => {
    const missing = await client.post('/api/brands/00000000-0000-4000-8000-000000000000/models', {
      name: 'X',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'brand_not_found', detail: 'Brand not found' });
    expect((await client.post('/api/brands/not-an-id/models', { name: 'X' })).status).toBe(400);
    const renault = await brandNamed('Renault');
    const blank = await client.post(`/api/brands/${renault.id}/models`, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Model name is required');
  });
});
