import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar } from '../../test/fixtures.ts';
import { comparable, layoutFaults, layoutText, savePdf, words } from '../../test/pdf-read.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

// Issue 33 §4: the rate card for the counter (GET /api/price-list/rate-card.pdf), read back
// with pdftotext in French, in Arabic and bilingual, through HTTP on a fresh database.

let server: TestServer;
let owner: Client;
let agent: Client;
const DA = (dinars: number) => dinars * 100;

const economyPlan = {
  seasons: [
    {
      name: 'Été',
      from: '07-01',
      until: '08-31',
      price: { kind: 'percent', percent: 20 },
      minDays: 3,
    },
    {
      name: 'Aïd',
      from: '2027-03-19',
      until: '2027-03-22',
      price: { kind: 'rate', rate: DA(7_000) },
      minDays: null,
    },
  ],
  tiers: [
    { fromDays: 30, price: { kind: 'rate', rate: DA(3_500) } },
    { fromDays: 7, price: { kind: 'percent', percent: -10 } },
  ],
  weekend: { kind: 'rate', rate: DA(5_500) },
};

const extras = {
  standardDeposit: DA(30_000),
  additional_driver: { enabled: true, pricing: 'per_day', price: DA(500), max: DA(3_000) },
  child_seat: { enabled: true, pricing: 'once', price: DA(800), max: null },
  gps: { enabled: false, pricing: 'per_day', price: DA(400), max: null },
  unlimited_km: { enabled: true, pricing: 'per_day', price: DA(1_000), max: null },
  full_insurance: {
    enabled: true,
    pricing: 'per_day',
    price: DA(1_200),
    max: DA(12_000),
    deposit: DA(10_000),
  },
  delivery: { enabled: true, places: [{ name: 'Aéroport Houari Boumediene', price: DA(1_500) }] },
};

/** a model of a brand of its own in `category`, with a car at each daily rate */
async function modelWithCars(
  brandName: string,
  name: string,
  category: 'economy' | 'suv',
  rates: number[],
) {
  const brand = await owner.post('/api/brands', { name: brandName });
  expect(brand.status).toBe(201);
  const model = await owner.post(`/api/brands/${brand.body.id}/models`, { name });
  for (const rate of rates) {
    await insertCar(server.database.db, {
      dailyRate: DA(rate),
      brandId: brand.body.id,
      modelId: model.body.id,
    });
  }
  expect((await owner.put(`/api/price-list/models/${model.body.id}`, { category })).status).toBe(
    200,
  );
}

async function download(client: Client, query: string) {
  const res = await fetch(`${server.url}/api/price-list/rate-card.pdf${query}`, {
    headers: { cookie: client.cookie ?? '' },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** the card's text as poppler reads it (Arabic words joined again), its layout checked */
async function cardText(client: Client, lang: string, name: string) {
  const { res, bytes } = await download(client, `?lang=${lang}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(
    'attachment; filename="rate-card-2026-06-15.pdf"',
  );
  const path = await savePdf(name, bytes);
  expect(layoutFaults(await words(path))).toEqual([]);
  return comparable(await layoutText(path));
}

function expectAll(text: string, expected: string[]) {
  for (const found of expected) expect(text).toContain(found);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  agent = await server.signedInAs('agent', 'Amina');
  const settings = await owner.put('/api/settings', {
    businessName: 'Auto Location El Djazair',
    businessPhone: '0555 12 34 56',
  });
  expect(settings.status).toBe(200);
  expect((await owner.put('/api/price-list/categories/economy', economyPlan)).status).toBe(200);
  expect((await owner.put('/api/price-list/extras', extras)).status).toBe(200);
  await modelWithCars('Atlas Motors', 'Clio 5', 'economy', [4_500, 5_000]);
  await modelWithCars('Sahara Cars', 'Tucson', 'suv', [9_000]);
});
afterAll(() => server.close());

describe('the rate card', () => {
  it('prints in French: models and rates, seasons, tiers, weekend, extras and deposits', async () => {
    const text = await cardText(agent, 'fr', 'rate-card-fr.pdf');
    expectAll(text, [
      'Auto Location El Djazair',
      '0555 12 34 56',
      'GRILLE TARIFAIRE',
      'Tarifs au 15/06/2026',
      'Économique',
      // the model's two cars: their base daily rates as a range
      'Atlas Motors Clio 5 2 de 4 500 DA à 5 000 DA',
      // a yearly season with a percentage and a minimum, a dated one at a daily rate
      'Été 01/07 – 31/08 (chaque année) +20 % du tarif journalier 3 jours',
      'Aïd 19/03/2027 – 22/03/2027 7 000 DA par jour —',
      // the tiers shortest first, then the weekend
      'À partir de 7 jours -10 % sur toute la location',
      'À partir de 30 jours 3 500 DA par jour',
      'Week-end (vendredi, samedi) 5 500 DA par jour',
      // a category without a plan: its cars at their daily rate every day
      'SUV',
      'Sahara Cars Tucson 1 9 000 DA',
      'Chaque jour au tarif journalier.',
      // the extras offered, per day or once, with their maximum
      'Conducteur supplémentaire 500 DA par jour 3 000 DA',
      'Siège enfant 800 DA forfait —',
      'Kilométrage illimité 1 000 DA par jour —',
      'Assurance tous risques 1 200 DA par jour 12 000 DA',
      'Livraison et reprise',
      'Aéroport Houari Boumediene 1 500 DA forfait',
      'Caution standard 30 000 DA',
      'Caution avec assurance tous risques 10 000 DA',
    ]);
    // GPS is not offered; compact, van and premium have neither cars nor a plan
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('Compacte');
    expect(text).not.toContain('Utilitaire');
  });

  it('prints in Arabic with the same figures', async () => {
    const text = await cardText(owner, 'ar', 'rate-card-ar.pdf');
    expectAll(text, [
      'قائمةالأسعار',
      'اقتصادية',
      'Atlas Motors Clio 5',
      '4 500 DA',
      '5 000 DA',
      'Été',
      '01/07 – 31/08',
      '+20 %',
      'منالسعراليومي',
      '19/03/2027 – 22/03/2027',
      '7 000 DA',
      '-10 %',
      'علىكاملالإيجار',
      '3 500 DA',
      'نهايةالأسبوع',
      '5 500 DA',
      'سائقإضافي',
      '3 000 DA',
      'تأمينشامل',
      '12 000 DA',
      'Aéroport Houari Boumediene',
      '1 500 DA',
      'الكفالةالعادية',
      '30 000 DA',
      'الكفالةمعالتأمينالشامل',
      '10 000 DA',
    ]);
  });

  it('prints French and Arabic side by side when the agency prints so', async () => {
    expect((await owner.put('/api/settings/documents', { bilingual: true })).status).toBe(200);
    const text = await cardText(agent, 'en', 'rate-card-fr-ar.pdf');
    expect((await owner.put('/api/settings/documents', { bilingual: false })).status).toBe(200);
    expectAll(text, [
      'GRILLE TARIFAIRE',
      'قائمةالأسعار',
      'Caution standard',
      'الكفالةالعادية',
      '30 000 DA',
      '+20 % du tarif journalier',
    ]);
  });

  it('is for signed-in accounts; an unknown language is a 400', async () => {
    const anonymous = await fetch(`${server.url}/api/price-list/rate-card.pdf`);
    expect(anonymous.status).toBe(401);
    const german = await download(agent, '?lang=de');
    expect(german.res.status).toBe(400);
    const english = await cardText(agent, 'en', 'rate-card-en.pdf');
    expectAll(english, [
      'RATE CARD',
      'Standard deposit 30 000 DA',
      'From 7 days -10 % on the whole rental',
    ]);
  });
});
