// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicBookingPage } from '@car-rental/domain/contract/booking-page';
import type { PublicBookingRequest } from '@car-rental/domain/contract/booking-requests';
import { formatDA } from '@car-rental/domain/money';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { description, serve } from '../test/render.tsx';
import { BookApp } from './book-app.tsx';
import { money } from './format.ts';
import { ar } from './words-ar.ts';
import { en } from './words-en.ts';
import { fr } from './words-fr.ts';

/**
 * Issue 34: the customers' booking page (src/book/) with the server's answers at the fetch
 * boundary; the journey over the real server is e2e/booking-page.spec.ts.
 */
const price = (price: number, enabled = true) => ({
  enabled,
  pricing: 'per_day' as const,
  price,
  max: null,
});

const openPage: PublicBookingPage = {
  open: true,
  address: '12 rue Didouche Mourad, Alger',
  hours: 'Sat–Thu 8:00–18:00',
  terms: 'The driver is at least 21.',
  minNoticeHours: 2,
  maxDays: 30,
  extras: {
    standardDeposit: 5_000_000,
    additional_driver: price(100_000, false),
    child_seat: price(50_000),
    gps: price(30_000, false),
    unlimited_km: price(0, false),
    full_insurance: { ...price(200_000, false), deposit: null },
    delivery: { enabled: false, places: [] },
  },
};

const offer = {
  modelId: '00000000-0000-4000-8000-000000000001',
  brandName: 'Dacia',
  modelName: 'Logan',
  category: 'economy' as const,
  dailyRate: 500_000,
  photo: null,
  free: 3,
  total: 1_000_000,
  deposit: 5_000_000,
};

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

function statusOf(change: Partial<PublicBookingRequest>): PublicBookingRequest {
  return {
    state: 'requested',
    start: '2026-12-05T09:00:00.000Z',
    end: '2026-12-07T09:00:00.000Z',
    brandName: 'Dacia',
    modelName: 'Logan',
    category: 'economy',
    photo: null,
    quote: {
      days: 2,
      lines: [
        { kind: 'days', season: null, weekend: false, days: 2, rate: 500_000, amount: 1_000_000 },
        { kind: 'extra', code: 'child_seat', quantity: 1, amount: 100_000 },
      ],
      rental: 1_000_000,
      extras: 100_000,
      total: 1_100_000,
      shortOf: null,
      deposit: 5_000_000,
      discount: 0,
      due: 1_100_000,
    },
    holdUntil: '2026-12-01T12:00:00.000Z',
    reason: null,
    canCancel: true,
    language: 'ar',
    address: openPage.address,
    hours: openPage.hours,
    ...change,
  };
}

/** the digits of an amount however it is written ('11 000 DA', '11 000,00') */
const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

function at(path: string) {
  window.history.replaceState(null, '', path);
}

/** the multipart bodies the page sends (the fetch stub of `serve` reads JSON only) */
function multipartBodies(): FormData[] {
  const forms: FormData[] = [];
  const served = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (init.body instanceof FormData) forms.push(init.body);
    return served(url, init);
  });
  return forms;
}

/** the period searched, the offer chosen, the details filled and the terms accepted */
async function fillRequest(user: ReturnType<typeof userEvent.setup>, W: typeof en) {
  await user.click(await screen.findByRole('button', { name: W.period.search }));
  await user.click(await screen.findByRole('button', { name: `${W.offers.choose}: Dacia Logan` }));
  await user.type(screen.getByLabelText(W.details.name), 'Yacine B.');
  await user.type(screen.getByLabelText(W.details.phone), '0550 12 34 56');
  await user.type(screen.getByLabelText(W.details.email), 'yacine@example.dz');
  await user.type(screen.getByLabelText(W.details.licenceNumber), 'DZ-123456');
  await user.type(screen.getByLabelText(W.details.licenceIssuedOn), '2015-06-01');
  await user.click(screen.getByLabelText(W.details.acceptTerms));
}

describe('the booking page', () => {
  it('in Arabic: offers for the period, a child seat in the total, refusals beside their fields in Arabic', async () => {
    const user = userEvent.setup();
    const sent = serve({
      'GET /api/public/booking-page': { status: 200, body: openPage },
      'GET /api/public/availability': { status: 200, body: { days: 2, offers: [offer] } },
      'POST /api/public/booking-requests': {
        status: 400,
        body: {
          code: 'validation_failed',
          detail: 'The request is not valid.',
          key: 'details.validationFailed',
          fields: [
            { path: 'body.phone', message: 'A phone has digits.', key: 'fields.contactInvalid' },
            {
              path: 'body.name',
              message: 'At most 200 characters.',
              key: 'fields.atMostCharacters',
              values: { max: 200 },
            },
            { path: 'body.somethingNew', message: 'English words', key: 'fields.unknownKey' },
          ],
        },
      },
    });
    at('/book?lang=ar');
    render(<BookApp initial="ar" />);
    await user.click(await screen.findByRole('button', { name: ar.period.search }));
    expect(await screen.findByRole('heading', { name: 'Dacia Logan' })).toBeTruthy();
    const asked = sent.find((request) => request.path === '/api/public/availability');
    expect(asked).toBeTruthy();
    expect(screen.getByText(/متاحة: 3/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `${ar.offers.choose}: Dacia Logan` }));
    await user.click(screen.getByLabelText(ar.extras.name.child_seat));
    // 2 days of 5 000 DA and a child seat at 500 DA a day: 11 000 DA
    const total = screen.getByText(ar.summary.total).nextElementSibling;
    expect(digits(total?.textContent)).toBe('11000');

    await user.type(screen.getByLabelText(ar.details.name), 'Yacine B.');
    await user.type(screen.getByLabelText(ar.details.phone), '0550 12 34 56');
    await user.type(screen.getByLabelText(ar.details.email), 'yacine@example.dz');
    await user.type(screen.getByLabelText(ar.details.licenceNumber), 'DZ-123456');
    await user.type(screen.getByLabelText(ar.details.licenceIssuedOn), '2015-06-01');
    await user.click(screen.getByLabelText(ar.details.acceptTerms));
    await user.click(screen.getByRole('button', { name: ar.details.send }));

    expect(await screen.findByText(ar.refused.checkFields)).toBeTruthy();
    expect(description(screen.getByLabelText(ar.details.phone))).toBe(ar.refused.phoneInvalid);
    expect(description(screen.getByLabelText(ar.details.name))).toBe('200 حرفًا على الأكثر.');
    expect(document.body.textContent).not.toContain('English words');
    expect(document.body.textContent).not.toContain('A phone has digits');
    const body = sent.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      modelId: offer.modelId,
      dailyRate: offer.dailyRate,
      extras: [{ code: 'child_seat', quantity: 1 }],
      language: 'ar',
      acceptTerms: true,
      licenceIssuedOn: '2015-06-01',
    });
    expect(body).not.toHaveProperty('website');
    // the honeypot is out of reach: hidden from readers, out of the tab order
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('asks nothing of the server while a field is empty or no car is chosen, in French', async () => {
    const user = userEvent.setup();
    const sent = serve({
      'GET /api/public/booking-page': { status: 200, body: openPage },
      'GET /api/public/availability': { status: 200, body: { days: 2, offers: [offer] } },
    });
    at('/book?lang=fr');
    render(<BookApp initial="fr" />);
    await user.click(await screen.findByRole('button', { name: fr.period.search }));
    await user.click(await screen.findByRole('button', { name: fr.details.send }));
    expect(screen.getByText(fr.refused.chooseCar)).toBeTruthy();
    expect(description(screen.getByLabelText(fr.details.email))).toBe(fr.refused.emailRequired);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('sends the licence photo chosen after the request, then shows the status page, in French', async () => {
    const user = userEvent.setup();
    const sent = serve({
      'GET /api/public/booking-page': { status: 200, body: openPage },
      'GET /api/public/availability': { status: 200, body: { days: 2, offers: [offer] } },
      'POST /api/public/booking-requests': {
        status: 201,
        body: { token: TOKEN, request: statusOf({ language: 'fr' }) },
      },
      [`POST /api/public/booking-requests/${TOKEN}/licence-photo`]: {
        status: 200,
        body: statusOf({ language: 'fr' }),
      },
      [`GET /api/public/booking-requests/${TOKEN}`]: {
        status: 200,
        body: statusOf({ language: 'fr' }),
      },
    });
    const forms = multipartBodies();
    at('/book?lang=fr');
    render(<BookApp initial="fr" />);
    await fillRequest(user, fr);
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'permis.png', {
      type: 'image/png',
    });
    const input = screen.getByLabelText<HTMLInputElement>(fr.photo.label);
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    await user.upload(input, photo);
    await user.click(screen.getByRole('button', { name: fr.details.send }));

    expect(await screen.findByText(fr.status.state.requested)).toBeTruthy();
    expect(window.location.pathname).toBe(`/book/status/${TOKEN}`);
    const posts = sent.filter((request) => request.method === 'POST').map((one) => one.path);
    expect(posts).toEqual([
      '/api/public/booking-requests',
      `/api/public/booking-requests/${TOKEN}/licence-photo`,
    ]);
    expect(forms).toHaveLength(1);
    expect((forms[0]!.get('file') as File).name).toBe('permis.png');
  });

  it('a refused photo: the request is made, the photo is said refused, the customer goes on without it', async () => {
    const user = userEvent.setup();
    const sent = serve({
      'GET /api/public/booking-page': { status: 200, body: openPage },
      'GET /api/public/availability': { status: 200, body: { days: 2, offers: [offer] } },
      'POST /api/public/booking-requests': {
        status: 201,
        body: { token: TOKEN, request: statusOf({ language: 'en' }) },
      },
      [`POST /api/public/booking-requests/${TOKEN}/licence-photo`]: {
        status: 415,
        body: {
          code: 'unsupported_file',
          detail: 'File must be an image (JPEG, PNG, WebP supported)',
          key: 'details.notAnImage',
        },
      },
      [`GET /api/public/booking-requests/${TOKEN}`]: {
        status: 200,
        body: statusOf({ language: 'en' }),
      },
    });
    at('/book?lang=en');
    render(<BookApp initial="en" />);
    await fillRequest(user, en);
    await user.upload(
      screen.getByLabelText(en.photo.label),
      new File(['<html>'], 'permis.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: en.details.send }));

    expect(await screen.findByText(en.photo.notSent)).toBeTruthy();
    expect(description(screen.getByLabelText(en.photo.label))).toBe(en.photo.notImage);
    // the request is not sent twice: only the photo is left
    expect(screen.queryByRole('button', { name: en.details.send })).toBeNull();
    await user.click(screen.getByRole('button', { name: en.photo.skip }));
    expect(await screen.findByText(en.status.state.requested)).toBeTruthy();
    expect(sent.filter((request) => request.path === '/api/public/booking-requests')).toHaveLength(
      1,
    );
  });

  it('a photo over 5 MB is said beside its field and nothing is sent', async () => {
    const user = userEvent.setup();
    const sent = serve({
      'GET /api/public/booking-page': { status: 200, body: openPage },
      'GET /api/public/availability': { status: 200, body: { days: 2, offers: [offer] } },
    });
    at('/book?lang=ar');
    render(<BookApp initial="ar" />);
    await fillRequest(user, ar);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(ar.photo.label), big);
    expect(description(screen.getByLabelText(ar.photo.label))).toBe(ar.photo.tooLarge);
    await user.click(screen.getByRole('button', { name: ar.details.send }));
    expect(await screen.findByText(ar.refused.checkFields)).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('a period the server refuses is said beside the pickup, in its words', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/public/booking-page': { status: 200, body: openPage },
      'GET /api/public/availability': {
        status: 400,
        body: {
          code: 'validation_failed',
          detail: 'The pickup must be at least 2 hours from now.',
          fields: [
            {
              path: 'query.start',
              message: 'The pickup must be at least 2 hours from now.',
              key: 'fields.pickupTooSoon',
              values: { hours: 2 },
            },
          ],
        },
      },
    });
    at('/book?lang=fr');
    render(<BookApp initial="fr" />);
    await user.click(await screen.findByRole('button', { name: fr.period.search }));
    const pickup = screen.getByLabelText(fr.period.pickupDate);
    await screen.findByText(/La prise en charge doit être/);
    expect(description(pickup)).toBe('La prise en charge doit être dans au moins 2 heures.');
  });

  it("the switch changes the language, its direction and the address's ?lang=", async () => {
    const user = userEvent.setup();
    serve({ 'GET /api/public/booking-page': { status: 200, body: openPage } });
    at('/book?lang=ar');
    render(<BookApp initial="ar" />);
    await screen.findByRole('button', { name: ar.period.search });
    expect(document.documentElement.dir).toBe('rtl');
    await user.selectOptions(screen.getByLabelText(ar.language), 'fr');
    expect(await screen.findByRole('button', { name: fr.period.search })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('fr');
    expect(window.location.search).toBe('?lang=fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fr.title);
  });

  it('a closed page says so', async () => {
    serve({
      'GET /api/public/booking-page': { status: 200, body: { ...openPage, open: false } },
    });
    at('/book');
    render(<BookApp initial="en" />);
    expect(await screen.findByText(en.closed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.period.search })).toBeNull();
  });

  it('the status page: a requested request held until its time, its lines, cancelled from the page', async () => {
    const user = userEvent.setup();
    const sent = serve({
      [`GET /api/public/booking-requests/${TOKEN}`]: { status: 200, body: statusOf({}) },
      [`POST /api/public/booking-requests/${TOKEN}/cancel`]: {
        status: 200,
        body: statusOf({ state: 'cancelled', canCancel: false }),
      },
    });
    at(`/book/status/${TOKEN}?lang=en`);
    render(<BookApp initial="en" />);
    expect(await screen.findByText(en.status.state.requested)).toBeTruthy();
    expect(screen.getByText(/The car is held for you until/)).toBeTruthy();
    expect(screen.getByText('2 days × \u20665 000 DA\u2069')).toBeTruthy();
    expect(screen.getByText('Child seat × 1')).toBeTruthy();
    expect(digits(screen.getByText(en.status.total).nextElementSibling?.textContent)).toBe('11000');
    expect(screen.getByText(openPage.address)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en.status.cancel }));
    await user.click(screen.getByRole('button', { name: en.status.cancelYes }));
    expect(await screen.findByText(en.status.state.cancelled)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.status.cancel })).toBeNull();
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST']);
  });

  it('the status page: declined with its reason; an unknown link says so', async () => {
    serve({
      [`GET /api/public/booking-requests/${TOKEN}`]: {
        status: 200,
        body: statusOf({ state: 'declined', reason: 'Car in repair', canCancel: false }),
      },
    });
    at(`/book/status/${TOKEN}?lang=fr`);
    const { unmount } = render(<BookApp initial="fr" />);
    expect(await screen.findByText(fr.status.state.declined)).toBeTruthy();
    expect(screen.getByText('Motif : Car in repair')).toBeTruthy();
    expect(screen.queryByRole('button', { name: fr.status.cancel })).toBeNull();
    unmount();

    serve({});
    at(`/book/status/${TOKEN}x?lang=fr`);
    render(<BookApp initial="fr" />);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(fr.status.notFound)).toBeTruthy();
  });
});

describe("the booking page's words", () => {
  const placeholders = (text: string) =>
    [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  const leaves = (words: object, prefix = ''): [string, string][] =>
    Object.entries(words).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as [string, string]]
        : leaves(value as object, `${prefix}${key}.`),
    );

  it('has every English text in French and Arabic, with the same placeholders', () => {
    const english = leaves(en);
    for (const [name, other] of [
      ['fr', fr],
      ['ar', ar],
    ] as const) {
      const theirs = new Map(leaves(other));
      expect([...theirs.keys()].sort(), name).toEqual(english.map(([key]) => key).sort());
      for (const [key, text] of english) {
        const their = theirs.get(key) ?? '';
        expect(their.trim(), `${name} ${key}`).not.toBe('');
        expect(placeholders(their), `${name} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});

describe("the booking page's bundle", () => {
  /**
   * The page loads none of the staff app (issue 34 bounds its JavaScript at 120 kB gzip: the
   * e2e journey measures the build): its files import React, each other, and a few pure
   * modules of the domain, none of which reaches zod.
   */
  const ALLOWED_DOMAIN = [
    '@car-rental/domain/pricing/price-list',
    '@car-rental/domain/time/zoned-time',
  ];

  it("writes amounts as the domain's formatDA does, without importing it (its refusals bring the English catalogue)", () => {
    for (const amount of [0, 5, 99, 100, 150, 50_000, 125_000_000, 1_234_567_89, -500_000]) {
      expect(money(amount)).toBe(`\u2066${formatDA(amount)}\u2069`);
    }
  });

  it('imports nothing of the staff app, no router, no i18n library, no schema library', () => {
    const dir = import.meta.dirname;
    const sources = readdirSync(dir).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(sources).toContain('main.tsx');
    for (const file of sources) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const match of text.matchAll(/^import\s+(type\s+)?[^'"]*['"]([^'"]+)['"]/gm)) {
        const [, typeOnly, from] = match as unknown as [string, string | undefined, string];
        const allowed =
          from.startsWith('./') ||
          from === 'react' ||
          from === 'react-dom/client' ||
          ALLOWED_DOMAIN.includes(from) ||
          (typeOnly !== undefined && from.startsWith('@car-rental/domain/contract/'));
        expect(allowed, `${file} imports ${from}`).toBe(true);
      }
    }
    // the domain modules it runs import no library
    for (const module of ALLOWED_DOMAIN) {
      const path = join(dir, '../../../../packages/domain/src', `${module.split('domain/')[1]}.ts`);
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(/^import\s+(type\s+)?[^'"]*['"]([^'"]+)['"]/gm)) {
        expect(match[2]?.startsWith('.'), `${module} imports ${match[2]}`).toBe(true);
      }
    }
  });
});
