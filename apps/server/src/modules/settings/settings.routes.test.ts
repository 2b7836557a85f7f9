import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestServer, TEST_PIN, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
});
afterAll(() => server?.close());

const business = {
  businessName: 'Auto Location Amina',
  businessAddress: '12 rue Didouche Mourad, Alger',
  businessPhone: '+213 21 00 00 00',
  businessEmail: 'Contact@Amina.dz',
  businessLogo: '/uploads/cars-logo.png',
  rc: '16/00-1234567 B 21',
  nif: '000016001234567',
  nis: '000116010012345',
  ai: '16010012345',
  vatRateBp: 1900,
};

describe('business settings', () => {
  it('starts empty with VAT off and the PIN from BENEFIT_PIN set', async () => {
    const res = await api.get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ businessName: null, vatRateBp: null, pinSet: true });
  });

  it('saves the business details, the identifiers and the VAT rate', async () => {
    const res = await api.put('/api/settings', business);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(business);
    expect((await api.get('/api/settings')).body.rc).toBe(business.rc);
  });

  it('replaces the whole record: absent fields are cleared and VAT switches off', async () => {
    const res = await api.put('/api/settings', { businessName: '  Amina Cars  ' });
    expect(res.body).toMatchObject({ businessName: 'Amina Cars', rc: null, vatRateBp: null });
    await api.put('/api/settings', business);
  });

  it('refuses a bad e-mail, logo or VAT rate with field errors', async () => {
    for (const [field, value] of [
      ['businessEmail', 'not-an-email'],
      ['businessLogo', 'javascript:alert(1)'],
      ['vatRateBp', 0],
      ['vatRateBp', 12.5],
      ['vatRateBp', 20_000],
    ] as const) {
      const res = await api.put('/api/settings', { ...business, [field]: value });
      expect(res.status, field).toBe(400);
      expect(res.body.fields[0].path).toBe(`body.${field}`);
    }
  });

  it('is for signed-in staff only', async () => {
    expect((await server.anonymous().get('/api/settings')).status).toBe(401);
    expect((await server.anonymous().put('/api/settings', business)).status).toBe(401);
  });
});

describe('change PIN', () => {
  it('needs the current PIN when one is set', async () => {
    const res = await api.put('/api/settings/pin', { newPin: '1111' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject([
      { path: 'body.currentPin', message: 'Enter the current PIN' },
    ]);
  });

  it('refuses a wrong current PIN with the spec words, and a new PIN that is not 4 digits', async () => {
    const wrong = await api.put('/api/settings/pin', { currentPin: '0000', newPin: '1111' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe('Incorrect PIN');
    const bad = await api.put('/api/settings/pin', { currentPin: TEST_PIN, newPin: '12a4' });
    expect(bad.status).toBe(400);
  });

  it('changes the PIN: the new one unlocks Total Benefit, the old one no longer does', async () => {
    expect((await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN })).status).toBe(200);
    const res = await api.put('/api/settings/pin', { currentPin: TEST_PIN, newPin: '8642' });
    expect(res.status).toBe(200);
    // a new PIN locks Total Benefit again
    expect((await api.get('/api/fund/benefit')).status).toBe(403);
    expect((await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN })).status).toBe(422);
    expect((await api.post('/api/fund/benefit/unlock', { pin: '8642' })).status).toBe(200);
    await api.put('/api/settings/pin', { currentPin: '8642', newPin: TEST_PIN });
  });

  it('counts wrong current PINs towards the lock-out', async () => {
    const other = await server.signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await other.put('/api/settings/pin', { currentPin: '9999', newPin: '1111' })).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 403]);
    const locked = await other.put('/api/settings/pin', { currentPin: TEST_PIN, newPin: '1111' });
    expect(locked.status).toBe(403);
    expect((await other.post('/api/fund/benefit/unlock', { pin: TEST_PIN })).status).toBe(403);
  });
});

describe('staff accounts', () => {
  let staffId: string;

  it('lists staff with the account added through POST /api/auth/users', async () => {
    const added = await api.post('/api/auth/users', {
      email: 'nadia@example.dz',
      password: 'nadia-password',
      displayName: 'Nadia',
    });
    expect(added.status).toBe(201);
    staffId = added.body.user.id;
    const res = await api.get('/api/users');
    expect(res.status).toBe(200);
    expect(res.body.items.map((u: any) => [u.email, u.disabled, u.isYou])).toEqual([
      ['owner@example.test', false, true],
      ['nadia@example.dz', false, false],
    ]);
  });

  it('disables an account: its sessions end and it cannot sign in; enabling lets it back', async () => {
    const nadia = server.anonymous();
    expect((await nadia.signIn('nadia@example.dz', 'nadia-password')).status).toBe(200);
    expect((await api.post(`/api/users/${staffId}/disable`)).status).toBe(200);
    expect((await nadia.get('/api/auth/me')).status).toBe(401);
    expect((await nadia.signIn('nadia@example.dz', 'nadia-password')).status).toBe(401);
    const listed = (await api.get('/api/users')).body.items.find((u: any) => u.id === staffId);
    expect(listed.disabled).toBe(true);
    expect((await api.post(`/api/users/${staffId}/enable`)).status).toBe(200);
    expect((await nadia.signIn('nadia@example.dz', 'nadia-password')).status).toBe(200);
  });

  it('refuses to disable or reset your own account', async () => {
    const disable = await api.post(`/api/users/${server.ownerId}/disable`);
    expect(disable.status).toBe(409);
    expect(disable.body.detail).toBe('You cannot disable your own account.');
    expect((await api.post(`/api/users/${server.ownerId}/reset-password`)).status).toBe(409);
    expect((await api.get('/api/auth/me')).status).toBe(200);
  });

  it('resets a password to a temporary one and signs the account out everywhere', async () => {
    const nadia = server.anonymous();
    await nadia.signIn('nadia@example.dz', 'nadia-password');
    const res = await api.post(`/api/users/${staffId}/reset-password`);
    expect(res.status).toBe(200);
    expect(res.body.temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await nadia.get('/api/auth/me')).status).toBe(401);
    expect((await nadia.signIn('nadia@example.dz', 'nadia-password')).status).toBe(401);
    expect((await nadia.signIn('nadia@example.dz', res.body.temporaryPassword)).status).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.post(`/api/users/${unknown}/disable`)).status).toBe(404);
    expect((await api.post(`/api/users/${unknown}/reset-password`)).status).toBe(404);
  });
});
