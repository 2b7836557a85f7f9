import { MAX_IMAGE_BYTES } from '@car-rental/domain/uploads/validate-image-file';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bookingRequests } from '../../db/schema.ts';
import { insertCar } from '../../test/fixtures.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DA, economyCar, setPriceList } from '../pricing/pricing.fixtures.ts';
import { A_WEEK, OPEN_PAGE, START } from './booking-page.fixtures.ts';

// Issue 34 §1 (decision 0048), through real HTTP: the customer, signed out, adds a photo of
// their driving licence to their request by its token. It is checked as every upload, stored
// privately (the desk opens it signed in; nobody opens it anonymously), replaced by a second
// one, refused once the request is answered and past 3 photos.

let server: TestServer;
let owner: Client;
let agent: Client;
let anonymous: Client;

const page = OPEN_PAGE;
const week = A_WEEK;

let counter = 0;
let offer: { modelId: string; dailyRate: number };

beforeAll(async () => {
  server = await startTestServer({ now: START, env: { TRUST_PROXY: '127.0.0.1' } });
  owner = await server.signedIn();
  agent = await server.signedInAs('agent', 'Amina');
  anonymous = server.anonymous();
  await setPriceList(owner);
  expect((await owner.put('/api/booking-page/settings', page)).status).toBe(200);
  const first = await economyCar(owner, server.database.db);
  for (let i = 0; i < 8; i++) {
    await insertCar(server.database.db, {
      dailyRate: DA(5_000),
      brandId: first.brandId,
      modelId: first.modelId,
    });
  }
  offer = { modelId: first.modelId, dailyRate: DA(5_000) };
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.set(START);
});

/** a customer's request, from an address of its own (the limits count by address) */
async function madeRequest(): Promise<{ token: string; id: string }> {
  counter += 1;
  const res = await anonymous.post(
    '/api/public/booking-requests',
    {
      ...week,
      ...offer,
      name: 'Yasmine Haddad',
      phone: `+213 661 10 ${String(counter).padStart(4, '0')}`,
      email: `licence${counter}@example.dz`,
      licenceNumber: `PHOTO-${counter}`,
      licenceIssuedOn: '2015-04-02',
      language: 'fr',
      acceptTerms: true,
    },
    { 'x-forwarded-for': `10.9.0.${counter}` },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await server.database.db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.email, `licence${counter}@example.dz`));
  return { token: res.body.token, id: row!.id };
}

/** one file in the `file` field; a `folder` field too, which this route never reads */
function photoForm(bytes: Uint8Array, name = 'permis.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('folder', 'cars');
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

const attach = (token: string, form: FormData) =>
  anonymous.post(`/api/public/booking-requests/${token}/licence-photo`, form);

const stored = () => [...server.storage.files.keys()].sort();
const rowOf = async (id: string) =>
  (await server.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0]!;
const deskView = async (id: string) => {
  const res = await agent.get('/api/booking-requests?show=all');
  expect(res.status).toBe(200);
  return res.body.items.find((item: { id: string }) => item.id === id);
};

describe("a request's licence photo", () => {
  it('is attached signed out by the token, stored privately, and opened by the desk signed in only', async () => {
    const { token, id } = await madeRequest();
    expect((await deskView(id)).licencePhoto).toBeNull();
    const before = stored();
    const res = await attach(token, photoForm(png(40, 30)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'requested', modelName: 'Clio' });
    // the status answer names no photo at all: the customer's link never leads to one
    expect(JSON.stringify(res.body)).not.toContain('customers-');
    // two WebP copies, under the customers' folder whatever `folder` the form said
    const added = stored().filter((name) => !before.includes(name));
    expect(added).toHaveLength(2);
    expect(added.every((name) => /^customers-[0-9a-f-]{36}(-320)?\.webp$/.test(name))).toBe(true);
    const row = await rowOf(id);
    expect(row.licencePhoto).toMatch(/^customers-[0-9a-f-]{36}\.webp$/);
    expect(row.licencePhotoUploads).toBe(1);

    const url = (await deskView(id)).licencePhoto as string;
    expect(url).toBe(`/api/customer-documents/${row.licencePhoto}`);
    const opened = await fetch(`${server.url}${url}`, { headers: { cookie: agent.cookie! } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/webp');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    // nobody signed out opens it, neither there nor at the public /uploads
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
    expect((await fetch(`${server.url}/uploads/${row.licencePhoto}`)).status).toBe(404);
    // the status page by the token does not carry it
    const status = await anonymous.get(`/api/public/booking-requests/${token}`);
    expect(JSON.stringify(status.body)).not.toContain(row.licencePhoto!);
    // the write is audited, with no actor (the customer)
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'attachLicencePhoto'));
    expect(entry).toMatchObject({ entity: 'booking_request', entityId: id, userId: null });
  });

  it('replaces the first photo by a second, and refuses a fourth (409) with nothing stored', async () => {
    const { token, id } = await madeRequest();
    expect((await attach(token, photoForm(png(10, 10)))).status).toBe(200);
    const first = (await rowOf(id)).licencePhoto;
    expect((await attach(token, photoForm(png(20, 10)))).status).toBe(200);
    const second = (await rowOf(id)).licencePhoto;
    expect(second).not.toBe(first);
    expect((await deskView(id)).licencePhoto).toBe(`/api/customer-documents/${second}`);
    expect((await attach(token, photoForm(png(30, 10)))).status).toBe(200);
    const third = (await rowOf(id)).licencePhoto;
    const before = stored();
    const fourth = await attach(token, photoForm(png(40, 10)));
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({
      code: 'too_many_images',
      key: 'details.licencePhotoLimit',
    });
    expect(stored()).toEqual(before);
    expect(await rowOf(id)).toMatchObject({ licencePhoto: third, licencePhotoUploads: 3 });
  });

  it('answers 404 for a token that is no request, and storing nothing', async () => {
    await madeRequest();
    const before = stored();
    const res = await attach('a'.repeat(43), photoForm(png()));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('booking_request_not_found');
    // a token of the wrong shape is a refused field, not a 500
    const malformed = await attach('not-a-token!', photoForm(png()));
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields[0].path).toBe('params.token');
    expect(stored()).toEqual(before);
  });

  it('refuses a non-image, a file over 5 MB, a bomb and a form without a file, storing nothing', async () => {
    const { token, id } = await madeRequest();
    const before = stored();
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script>');
    const notImage = await attach(token, photoForm(html, 'permis.jpg', 'image/jpeg'));
    expect(notImage.status).toBe(415);
    expect(notImage.body.code).toBe('unsupported_file');
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    png().copy(over);
    const big = await attach(token, photoForm(over));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('file_too_large');
    const bomb = await attach(token, photoForm(png(30_000, 30_000)));
    expect(bomb.status).toBe(415);
    const empty = new FormData();
    empty.append('note', 'x');
    const none = await attach(token, empty);
    expect(none.status).toBe(400);
    expect(none.body.fields[0].path).toBe('body.file');
    const json = await anonymous.post(`/api/public/booking-requests/${token}/licence-photo`, {
      file: 'x',
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect(stored()).toEqual(before);
    // none of them counted against the request's photos
    expect(await rowOf(id)).toMatchObject({ licencePhoto: null, licencePhotoUploads: 0 });
  });

  it('is refused (409) once the request is declined or expired, storing nothing', async () => {
    const declined = await madeRequest();
    const res = await agent.post(`/api/booking-requests/${declined.id}/decline`, {
      reason: 'Plus de voiture libre',
    });
    expect(res.status).toBe(200);
    const before = stored();
    const late = await attach(declined.token, photoForm(png()));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('booking_request_closed');
    const expired = await madeRequest();
    server.clock.set(new Date(START.getTime() + 3 * 3_600_000));
    expect((await attach(expired.token, photoForm(png()))).status).toBe(409);
    expect(stored()).toEqual(before);
    expect((await rowOf(expired.id)).licencePhoto).toBeNull();
  });

  it("touches only its own request: one token's photo is never another request's", async () => {
    const mine = await madeRequest();
    const theirs = await madeRequest();
    expect((await attach(theirs.token, photoForm(png(5, 5)))).status).toBe(200);
    const theirPhoto = (await rowOf(theirs.id)).licencePhoto;
    expect((await attach(mine.token, photoForm(png(6, 6)))).status).toBe(200);
    expect((await rowOf(theirs.id)).licencePhoto).toBe(theirPhoto);
    expect((await rowOf(mine.id)).licencePhoto).not.toBe(theirPhoto);
    expect((await deskView(theirs.id)).licencePhoto).toBe(`/api/customer-documents/${theirPhoto}`);
    // nor does the desk's route take a token: the desk's photo URL of one request does not
    // answer signed out, whoever holds a token
    const url = (await deskView(theirs.id)).licencePhoto as string;
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
  });
});
