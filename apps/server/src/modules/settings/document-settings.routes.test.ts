import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar } from '../../test/fixtures.ts';
import { imageForm, png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { insertFinishedRental } from '../history/history-fixtures.ts';
import { pdfText } from '../invoices/pdf-text.ts';

/** issue 16: ?lang= on the PDFs, and the owners' setting that makes them bilingual */
let server: TestServer;
let owner: Client;
let invoiceId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  const db = server.database.db;
  const car = await insertCar(db, { plate: 'AB-100-16' });
  const rental = await insertFinishedRental(
    db,
    car.id,
    {
      returnedAt: new Date('2026-06-14T09:00:00Z'),
      startAt: new Date('2026-06-11T09:00:00Z'),
      customerName: 'أمال بن علي',
      totalAmount: 3_000_000,
      totalDays: 3,
      startMileage: 10_000,
      endMileage: 10_450,
    },
    [{ type: 'damage', description: 'خدش على الباب الأمامي', amount: 250_000 }],
  );
  invoiceId = (await owner.post('/api/invoices', { kind: 'rental', rentalId: rental.id })).body.id;
});
afterAll(() => server?.close());

async function pdf(query: string) {
  const res = await fetch(`${server.url}/api/invoices/${invoiceId}/pdf${query}`, {
    headers: { cookie: owner.cookie ?? '' },
  });
  return { status: res.status, page: (await pdfText(new Uint8Array(await res.arrayBuffer())))[0] };
}

describe('the language of a printed invoice', () => {
  it('is English by default, and the one asked for with ?lang=', async () => {
    expect((await pdf('')).page).toContain('RENTAL INVOICE');
    expect((await pdf('?lang=fr')).page).toContain('FACTURE DE LOCATION');
    expect((await pdf('?lang=ar')).page?.replace(/[\u202a-\u202e]/g, '')).toContain('فاتورة');
  });

  it('refuses a language it does not print', async () => {
    const res = await fetch(`${server.url}/api/invoices/${invoiceId}/pdf?lang=de`, {
      headers: { cookie: owner.cookie ?? '' },
    });
    expect(res.status).toBe(400);
  });
});

describe('Settings > Documents', () => {
  it('is read by every role and changed by owners only', async () => {
    const agent = await server.signedInAs('agent');
    expect((await agent.get('/api/settings/documents')).body).toEqual({
      bilingual: false,
      keepOriginalPhotos: false,
    });
    expect((await agent.put('/api/settings/documents', { bilingual: true })).status).toBe(403);
    const manager = await server.signedInAs('manager');
    expect((await manager.put('/api/settings/documents', { bilingual: true })).status).toBe(403);
    const saved = await owner.put('/api/settings/documents', { bilingual: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ bilingual: true, keepOriginalPhotos: false });
    expect((await agent.get('/api/settings/documents')).body).toEqual({
      bilingual: true,
      keepOriginalPhotos: false,
    });
    // a setting left out is kept; a wrong value changes nothing
    const photos = await owner.put('/api/settings/documents', { keepOriginalPhotos: true });
    expect(photos.body).toEqual({ bilingual: true, keepOriginalPhotos: true });
    const bad = await owner.put('/api/settings/documents', {
      bilingual: false,
      keepOriginalPhotos: 'yes',
    });
    expect(bad.status).toBe(400);
    expect((await agent.get('/api/settings/documents')).body).toEqual({
      bilingual: true,
      keepOriginalPhotos: true,
    });
    await owner.put('/api/settings/documents', { keepOriginalPhotos: false });
  });

  it('bilingual: every invoice prints in French and Arabic, whatever was asked', async () => {
    for (const query of ['', '?lang=en', '?lang=ar']) {
      const page = (await pdf(query)).page?.replace(/[\u202a-\u202e]/g, '') ?? '';
      expect(page, query).toContain('FACTURE DE LOCATION');
      expect(page, query).toContain('Client');
      expect(page, query).toContain('الزبون');
      expect(page, query).not.toContain('RENTAL INVOICE');
    }
    await owner.put('/api/settings/documents', { bilingual: false });
    expect((await pdf('?lang=en')).page).toContain('RENTAL INVOICE');
  });
});

describe('an uploaded logo on the printed documents (issue 17)', () => {
  it('is stored as WebP and still printed: the PDF embeds it as an image', async () => {
    const logo = await owner.post('/api/uploads', imageForm(png(200, 80), 'logo.png'));
    expect(logo.status).toBe(201);
    expect(logo.body.url).toMatch(/\.webp$/);
    expect((await owner.put('/api/settings', { businessLogo: logo.body.url })).status).toBe(200);
    const car = await insertCar(server.database.db, { plate: 'AB-101-17' });
    const rental = await insertFinishedRental(server.database.db, car.id, {
      returnedAt: new Date('2026-06-14T09:00:00Z'),
    });
    const invoice = await owner.post('/api/invoices', { kind: 'rental', rentalId: rental.id });
    expect(invoice.status).toBe(201);
    const images = async (id: string) => {
      const res = await fetch(`${server.url}/api/invoices/${id}/pdf`, {
        headers: { cookie: owner.cookie ?? '' },
      });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer())
        .toString('latin1')
        .match(/\/Subtype \/Image/g)?.length;
    };
    // the invoice made before the logo has none; the one made after prints it
    expect(await images(invoiceId)).toBeUndefined();
    expect(await images(invoice.body.id)).toBe(1);
  });
});
