import { authRoutes } from '@car-rental/domain/contract/auth';
import { bookingRequestRoutes } from '@car-rental/domain/contract/booking-requests';
import { carRoutes } from '@car-rental/domain/contract/cars';
import { fundRoutes } from '@car-rental/domain/contract/fund';
import { pathOf } from '@car-rental/domain/contract/route';
import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { uploadRoutes } from '@car-rental/domain/contract/uploads';
import type { Database } from '@car-rental/server/db/create-db';
import { ensureSettings, seedCatalogue } from '@car-rental/server/db/first-start';
import { fixedClock } from '@car-rental/server/lib/clock';
import type { Dispatcher } from '@car-rental/server/lib/dispatch';
import { nodeFonts } from '@car-rental/server/lib/pdf/node-fonts';
import { freshPglite } from '@car-rental/server/test/template-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_READ_ONLY, demoBlocked, demoDispatcher } from './demo-api.ts';
import { demoDeps, pbkdf2Hasher } from './demo-deps.ts';

let database: Database;
let demo: Dispatcher;

beforeAll(async () => {
  database = await freshPglite();
  await seedCatalogue(database.db);
  await ensureSettings(database.db, undefined, pbkdf2Hasher);
  demo = demoDispatcher(
    demoDeps(database.db, fixedClock(new Date('2026-05-04T09:00:00Z')), nodeFonts),
  );
});
afterAll(() => database.close());

const refusal = { status: 403, code: 'demo_read_only', detail: DEMO_READ_ONLY };

describe("the demo's policy over the server's routes", () => {
  it('asks for a session first, like the server', async () => {
    const answer = await demo.dispatch({ method: 'POST', path: '/cars', body: {} });
    expect(answer.status).toBe(401);
  });

  it('blocks car saving, uploads and new staff with the spec text, and nothing else', async () => {
    const owner = await demo.dispatch({
      method: 'POST',
      path: authRoutes.createOwner.path,
      body: {
        email: 'demo@demo.local',
        password: 'demo1234',
        displayName: 'Demo User',
        username: 'demo',
        pin: '1234',
      },
    });
    expect(owner.status).toBe(200);
    expect(demo.session()).toMatch(/^[\w-]{43}$/);
    expect([...demoBlocked].sort()).toEqual([
      'addCar',
      'attachLicencePhoto',
      'register',
      'updateCar',
      'uploadImage',
    ]);
    const tries = [
      { method: 'POST', path: carRoutes.addCar.path, body: { year: 2020 } },
      { method: 'PATCH', path: '/cars/00000000-0000-4000-8000-000000000001', body: {} },
      { method: 'POST', path: authRoutes.register.path, body: {} },
      // the uploads, served by the server beside the operations: found and refused here
      // (the staff app's uploadFile and the booking page send the demo an empty body)
      { method: 'POST', path: uploadRoutes.uploadImage.path, body: {} },
      {
        method: 'POST',
        path: pathOf(bookingRequestRoutes.attachLicencePhoto, { token: 'a'.repeat(43) }),
        body: {},
      },
    ];
    for (const request of tries) {
      const answer = await demo.dispatch(request);
      expect(answer.status, request.path).toBe(403);
      expect(answer.body).toMatchObject({ kind: 'json', value: refusal });
    }
    // what is not blocked runs the server's rules: a bad fund entry is refused by them
    const entry = await demo.dispatch({
      method: 'POST',
      path: fundRoutes.addFundTransaction.path,
      body: { type: 'add_money', amount: 0, description: 'x' },
    });
    expect(entry.status).toBe(400);
    const settings = await demo.dispatch({ method: 'GET', path: settingsRoutes.getSettings.path });
    expect(settings.status).toBe(200);
  });

  it('refuses the licence photo signed out too (a public route), and an upload asks for a session first', async () => {
    const photo = pathOf(bookingRequestRoutes.attachLicencePhoto, { token: 'b'.repeat(43) });
    const signedOut = demoDispatcher(
      demoDeps(database.db, fixedClock(new Date('2026-05-04T09:00:00Z')), nodeFonts),
    );
    const refused = await signedOut.dispatch({ method: 'POST', path: photo, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ kind: 'json', value: refusal });
    const upload = await signedOut.dispatch({
      method: 'POST',
      path: uploadRoutes.uploadImage.path,
    });
    expect(upload.status).toBe(401);
  });

  it('signs out and in again with the demo password (PBKDF2 on Web Crypto)', async () => {
    expect((await demo.dispatch({ method: 'POST', path: authRoutes.signOut.path })).status).toBe(
      200,
    );
    expect(demo.session()).toBeNull();
    const wrong = await demo.dispatch({
      method: 'POST',
      path: authRoutes.signIn.path,
      body: { identifier: 'demo', password: 'demo12345' },
    });
    expect(wrong.status).toBe(401);
    const right = await demo.dispatch({
      method: 'POST',
      path: authRoutes.signIn.path,
      body: { identifier: 'demo', password: 'demo1234' },
    });
    expect(right.status).toBe(200);
    expect(await pbkdf2Hasher.verify(await pbkdf2Hasher.hash('1234'), '1234')).toBe(true);
    expect(await pbkdf2Hasher.verify(await pbkdf2Hasher.hash('1234'), '1235')).toBe(false);
    expect(await pbkdf2Hasher.verify('$argon2id$v=19$whatever', '1234')).toBe(false);
  });

  it("answers issue 14's reads with the server's code: the board, reservations, customers", async () => {
    const board = await demo.dispatch({
      method: 'GET',
      path: '/rentals/board',
      query: { days: '28' },
    });
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({ kind: 'json', value: { items: [], days: 28 } });
    for (const path of ['/rentals/reservations', '/customers']) {
      expect((await demo.dispatch({ method: 'GET', path })).status, path).toBe(200);
    }
    const badWindow = await demo.dispatch({
      method: 'GET',
      path: '/rentals/board',
      query: { days: '90' },
    });
    expect(badWindow.status).toBe(400);
  });
});
