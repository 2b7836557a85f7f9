import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, settings } from '../../db/schema.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { EXTRAS } from '../pricing/pricing.fixtures.ts';

// Issue 34 (decision 0048), through real HTTP: the owner opens the booking page and sets what
// it offers; a manager reads the settings but cannot change them, an agent neither; anyone,
// signed out, reads what the page shows, and nothing more.

let server: TestServer;
let owner: Client;
let manager: Client;
let agent: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  manager = await server.signedInAs('manager', 'Meriem');
  agent = await server.signedInAs('agent', 'Amina');
  anonymous = server.anonymous();
});
afterAll(() => server.close());

const page = {
  enabled: true,
  categories: ['economy', 'suv'],
  minNoticeHours: 4,
  maxDays: 21,
  holdHours: 3,
  address: ' 12 rue Didouche Mourad, Alger ',
  hours: 'Samedi–jeudi 8 h – 19 h',
  terms: 'Permis de plus de 2 ans. Caution par chèque ou espèces.',
};

describe('the booking page’s settings', () => {
  it('is closed by default, and shows nothing of the agency’s extras while closed', async () => {
    expect((await owner.put('/api/price-list/extras', EXTRAS)).status).toBe(200);
    const settingsNow = await manager.get('/api/booking-page/settings');
    expect(settingsNow.body).toMatchObject({ enabled: false, categories: [], holdHours: 2 });
    const shown = await anonymous.get('/api/public/booking-page');
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      open: false,
      address: '',
      hours: '',
      terms: '',
      minNoticeHours: 2,
      maxDays: 30,
      extras: null,
    });
  });

  it('is opened by the owner (audited) and then shows its words, limits and extras to anyone', async () => {
    const saved = await owner.put('/api/booking-page/settings', page);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...page, address: '12 rue Didouche Mourad, Alger' });
    const shown = await anonymous.get('/api/public/booking-page');
    expect(shown.body).toEqual({
      open: true,
      address: '12 rue Didouche Mourad, Alger',
      hours: page.hours,
      terms: page.terms,
      minNoticeHours: 4,
      maxDays: 21,
      extras: EXTRAS,
    });
    // nothing of the staff, the customers or the cars: only these keys
    expect(Object.keys(shown.body).sort()).toEqual(
      ['address', 'extras', 'hours', 'maxDays', 'minNoticeHours', 'open', 'terms'].sort(),
    );
    const audited = await server.database.db.select().from(auditLog);
    expect(audited.filter((row) => row.entityId === 'booking_page')).toHaveLength(1);
  });

  it('stays closed when open with no category offered', async () => {
    await owner.put('/api/booking-page/settings', { ...page, categories: [] });
    expect((await anonymous.get('/api/public/booking-page')).body.open).toBe(false);
    await owner.put('/api/booking-page/settings', page);
  });

  it('refuses a manager’s and an agent’s change, an agent’s and a signed-out read, and bad input, changing nothing', async () => {
    const [before] = await server.database.db.select().from(settings);
    expect((await manager.put('/api/booking-page/settings', page)).status).toBe(403);
    expect((await agent.put('/api/booking-page/settings', page)).status).toBe(403);
    expect((await agent.get('/api/booking-page/settings')).status).toBe(403);
    expect((await anonymous.get('/api/booking-page/settings')).status).toBe(401);
    for (const [change, path] of [
      [{ holdHours: 0 }, 'body.holdHours'],
      [{ maxDays: 91 }, 'body.maxDays'],
      [{ categories: ['economy', 'economy'] }, 'body.categories'],
      [{ categories: ['limousine'] }, 'body.categories.0'],
      [{ terms: 'x'.repeat(5_001) }, 'body.terms'],
    ] as const) {
      const refused = await owner.put('/api/booking-page/settings', { ...page, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.fields.map((field: { path: string }) => field.path)).toContain(path);
    }
    const [after] = await server.database.db.select().from(settings);
    expect(after!.bookingPage).toEqual(before!.bookingPage);
  });
});
