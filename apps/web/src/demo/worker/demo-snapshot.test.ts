import { execFileSync } from 'node:child_process';
import { authRoutes } from '@car-rental/domain/contract/auth';
import type { PublicBookingPage } from '@car-rental/domain/contract/booking-page';
import type { BookingRequestView } from '@car-rental/domain/contract/booking-request-list';
import { dashboardRoutes } from '@car-rental/domain/contract/dashboard';
import type { DrawerDay, DrawerMonth } from '@car-rental/domain/contract/drawers';
import type { CarFine, CarFines } from '@car-rental/domain/contract/fines';
import type { CarCare } from '@car-rental/domain/contract/fleet';
import type { FleetPage } from '@car-rental/domain/contract/fleet-status';
import { fundRoutes } from '@car-rental/domain/contract/fund';
import { historyRoutes } from '@car-rental/domain/contract/history';
import type { PriceList, QuoteAnswer } from '@car-rental/domain/contract/pricing';
import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import type { RouteSpec } from '@car-rental/domain/contract/route';
import { addDays } from '@car-rental/domain/fleet/business-days';
import { paperState } from '@car-rental/domain/fleet/papers';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import type { Db } from '@car-rental/server/db/create-db';
import * as schema from '@car-rental/server/db/schema';
import { fixedClock } from '@car-rental/server/lib/clock';
import { nodeFonts } from '@car-rental/server/lib/pdf/node-fonts';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import {
  DEMO_BOOKING_PAGE,
  SHORTFALL_REASON,
  seedBookingRequest,
  seedGarage,
  seedRentalCustomers,
  seedStaff,
} from '../demo-seed-data.ts';
import { demoDispatcher } from './demo-api.ts';
import { demoDeps } from './demo-deps.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from './demo-seed.ts';
import { buildDemoSnapshot } from './demo-snapshot.ts';
import { shiftTimes } from './demo-time-shift.ts';

const HOUR = 3_600_000;
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** the screens' answers at `now`, ids by first appearance and cursors aside */
async function screens(db: Db, now: Date) {
  const demo = demoDispatcher(demoDeps(db, fixedClock(now), nodeFonts));
  const signIn = await demo.dispatch({
    method: 'POST',
    path: authRoutes.signIn.path,
    body: { identifier: DEMO_USERNAME, password: DEMO_PASSWORD },
  });
  expect(signIn.status).toBe(200);
  // issue 31: the owner's month of closes, and each staff member's drawer today
  const today = businessDayOf(now, 'Africa/Algiers');
  const month = await demo.dispatch({
    method: 'GET',
    path: '/drawers',
    query: { month: today.slice(0, 7) },
  });
  expect(month.status).toBe(200);
  const monthView = (month.body.kind === 'json' ? month.body.value : null) as DrawerMonth;
  const drawers: Record<string, DrawerDay> = {};
  for (const person of monthView.staff) {
    const drawer = await demo.dispatch({
      method: 'GET',
      path: `/drawers/${person.userId}/${today}`,
    });
    expect(drawer.status).toBe(200);
    drawers[person.name] = (drawer.body.kind === 'json' ? drawer.body.value : null) as DrawerDay;
  }
  const reads: RouteSpec[] = [
    dashboardRoutes.getDashboard,
    rentalRoutes.listRentedCars,
    rentalRoutes.listRentalAlerts,
    historyRoutes.listHistory,
    historyRoutes.getHistorySummary,
    fundRoutes.getFund,
    fundRoutes.listFundTransactions,
  ];
  const ids = new Map<string, string>();
  const answers: Record<string, unknown> = {};
  const anonymous = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value).replace(uuid, (id) => {
        if (!ids.has(id)) ids.set(id, `id#${ids.size}`);
        return ids.get(id) as string;
      }),
    );
  answers.listDrawerMonth = anonymous(monthView);
  answers.getDrawer = anonymous(drawers);
  for (const route of reads) {
    const answer = await demo.dispatch({ method: 'GET', path: route.path });
    expect(answer.status, route.operationId).toBe(200);
    const value = answer.body.kind === 'json' ? answer.body.value : null;
    const text = JSON.stringify(value).replace(uuid, (id) => {
      if (!ids.has(id)) ids.set(id, `id#${ids.size}`);
      return ids.get(id) as string;
    });
    answers[route.operationId] = JSON.parse(
      text.replace(/"nextCursor":"[^"]+"/g, '"nextCursor":"…"'),
    );
  }
  return { answers, month: monthView, drawers };
}

/**
 * issue 32: every garage car's care as the car page reads it, and a booking from tomorrow
 * for a day of the car whose insurance has lapsed and of the first rentable car (the one the
 * demo's journey books)
 */
async function fleet(db: Db, now: Date) {
  const demo = demoDispatcher(demoDeps(db, fixedClock(now), nodeFonts));
  const json = async (request: Parameters<typeof demo.dispatch>[0]) => {
    const answer = await demo.dispatch(request);
    return { status: answer.status, value: answer.body.kind === 'json' ? answer.body.value : null };
  };
  const body = { identifier: DEMO_USERNAME, password: DEMO_PASSWORD };
  expect((await json({ method: 'POST', path: authRoutes.signIn.path, body })).status).toBe(200);
  const garage = await json({ method: 'GET', path: '/garage', query: { limit: '50' } });
  const cars = (garage.value as { items: { id: string }[] }).items;
  const care: CarCare[] = [];
  const fines: CarFine[] = [];
  for (const car of cars) {
    const answer = await json({ method: 'GET', path: `/cars/${car.id}/care` });
    expect(answer.status).toBe(200);
    care.push(answer.value as CarCare);
    const fined = await json({ method: 'GET', path: `/cars/${car.id}/fines` });
    expect(fined.status).toBe(200);
    fines.push(...(fined.value as CarFines).fines);
  }
  const today = businessDayOf(now, 'Africa/Algiers');
  const lapsed = care.filter((car) =>
    car.papers.some((paper) => paper.kind === 'insurance' && paperState(paper, today) === 'lapsed'),
  );
  const book = (carId: string) =>
    json({
      method: 'POST',
      path: `/cars/${carId}/rent`,
      body: {
        start: `${addDays(today, 1)}T09:00:00+01:00`,
        end: `${addDays(today, 2)}T09:00:00+01:00`,
        customer: {
          name: 'Test Customer',
          contact: '+213 555 00 00 00',
          email: 'test.customer@example.com',
          license: 'DL-TEST-1',
          paymentType: 'after',
        },
      },
    });
  // the Fleet screen's cars needing attention (the bell's and the Dashboard's list)
  const attention = await json({ method: 'GET', path: '/fleet', query: { filter: 'attention' } });
  expect(attention.status).toBe(200);
  const rentable = await json({ method: 'GET', path: rentalRoutes.listRentableCars.path });
  const [first] = (rentable.value as { items: { id: string }[] }).items;
  // issue 33: the price list, and a week of the first rentable car from 1 July next year
  const priceList = await json({ method: 'GET', path: '/price-list' });
  const july = `${Number(today.slice(0, 4)) + 1}-07-01T09:00:00+01:00`;
  const quote = first
    ? await json({
        method: 'POST',
        path: `/cars/${first.id}/quote`,
        body: {
          start: july,
          end: `${july.slice(0, 8)}08T09:00:00+01:00`,
          extras: [{ code: 'child_seat' }],
        },
      })
    : undefined;
  // issue 33 §4: the rate card as the demo's worker prints it (the screen's button saves it)
  const card = await demo.dispatch({
    method: 'GET',
    path: '/price-list/rate-card.pdf',
    query: { lang: 'fr' },
  });
  const rateCard =
    card.body.kind === 'bytes'
      ? execFileSync('pdftotext', ['-layout', '-', '-'], { input: card.body.value }).toString()
      : '';
  // issue 34: the booking page the seed opened, and the request waiting on the desk
  const bookingPage = await json({ method: 'GET', path: '/public/booking-page' });
  const requests = await json({ method: 'GET', path: '/booking-requests' });
  const requestItems = (requests.value as { items: BookingRequestView[] }).items;
  const modelOf = (carId: string | undefined) =>
    (cars as { id: string; modelId?: string }[]).find((car) => car.id === carId)?.modelId;
  return {
    bookingPage: bookingPage.value as PublicBookingPage,
    requests: requestItems,
    requestedModel: modelOf(requestItems[0]?.carId),
    firstModel: modelOf(first?.id),
    rateCard: rateCard.replace(/[ \t\u00a0]+/g, ' '),
    today,
    care,
    fines,
    attention: attention.value as FleetPage,
    lapsed,
    priceList: priceList.value as PriceList,
    quote: quote?.value as QuoteAnswer | undefined,
    lapsedBooking: lapsed[0] ? await book(lapsed[0].carId) : undefined,
    firstRentableBooking: first ? await book(first.id) : undefined,
  };
}

async function open(data?: Blob) {
  const client = await PGlite.create({
    extensions: { pg_trgm, btree_gist },
    ...(data ? { loadDataDir: data } : {}),
  });
  return { client, db: drizzle(client, { schema }) as unknown as Db };
}

describe('the demo snapshot', () => {
  it('opened days later and moved to then, answers as a seed played then', async () => {
    const built = new Date('2026-04-01T09:20:00.000Z');
    const opened = new Date('2026-04-07T17:45:00.000Z');
    const early = await buildDemoSnapshot(built);
    const late = await buildDemoSnapshot(opened);
    expect(early.seededAt).toBe('2026-04-01T09:00:00.000Z');
    const moved = await open(new Blob([new Uint8Array(early.data)]));
    const fresh = await open(new Blob([new Uint8Array(late.data)]));
    try {
      const shift = Date.parse(late.seededAt) - Date.parse(early.seededAt);
      expect(shift).toBe((6 * 24 + 8) * HOUR);
      expect(await shiftTimes(moved.db, shift)).toBeGreaterThan(10);
      const [a, b] = [await screens(moved.db, opened), await screens(fresh.db, opened)];
      expect(a.answers).toEqual(b.answers);
      // the moved business is current: rentals out, one of them due within hours
      const rented = b.answers.listRentedCars as { items: unknown[] };
      expect(rented.items).toHaveLength(2);
      const alerts = b.answers.listRentalAlerts as { count: number };
      expect(alerts.count).toBeGreaterThan(0);
      // issue 31, in the moved snapshot: two staff members' closed days and one open drawer
      const { month, drawers } = a;
      const closes = month.drawers
        .filter((drawer) => drawer.status === 'closed')
        .map((drawer) => ({
          name: month.staff.find((person) => person.userId === drawer.userId)?.name,
          day: drawer.day,
          difference: drawer.difference,
          reason: drawer.reason,
        }));
      expect(closes).toEqual([
        {
          name: seedStaff.agent.displayName,
          day: '2026-04-05',
          difference: -50_000,
          reason: SHORTFALL_REASON,
        },
        { name: seedStaff.manager.displayName, day: '2026-04-06', difference: 0, reason: null },
      ]);
      const samir = drawers[seedStaff.agent.displayName]!;
      expect(samir.status).toBe('open');
      // the float Samir kept at his last close: 1,300 DA counted, 300 DA to the safe
      expect(samir.openingFloat).toBe(100_000);
      const used = samir.methods.filter((total) => total.count > 0).map((total) => total.method);
      expect(used).toEqual(['cash', 'cheque', 'card']);
      expect(samir.cheques).toHaveLength(1);
      // 1,000 DA float + 1,000 DA in cash - 800 DA of fuel
      expect(samir.expectedCash).toBe(120_000);
      // issue 32, in the moved snapshot: 9 cars in the garage, each with its insurance and
      // contrôle technique; 5 services, by the garage but the booklet's oil change (no cost)
      const answers = await fleet(moved.db, opened);
      const { today, care, fines, attention, lapsed, lapsedBooking, firstRentableBooking } =
        answers;
      const { priceList, quote, rateCard } = answers;
      // the printed rate card: the economy plan's seasons, its 7-day tier, the deposits
      for (const text of [
        'GRILLE TARIFAIRE',
        'Été 01/07 – 31/08 (chaque année) +25 % du tarif journalier 3 jours',
        'À partir de 7 jours -10 % sur toute la location',
        'Fin d’année 20/12 – 05/01 (chaque année) +15 % du tarif journalier',
        'Siège enfant 300 DA par jour 2 000 DA',
        'Gare d’Alger 1 000 DA forfait',
        'Caution standard 30 000 DA',
        'Caution avec assurance tous risques 10 000 DA',
      ]) {
        expect(rateCard).toContain(text);
      }
      expect(care).toHaveLength(9);
      const papers = care.flatMap((car) => car.papers);
      for (const car of care) {
        expect(car.papers.map((paper) => paper.kind).sort()).toEqual([
          'insurance',
          'technical_inspection',
        ]);
      }
      // every cost is one fund entry, paid as recorded, in the demo owner's drawer
      const costed = [...papers, ...care.flatMap((car) => car.services)].filter((r) => r.cost > 0);
      expect(costed.length).toBe(18 + 4);
      for (const record of costed) {
        expect(record.fundEntry).toMatchObject({ userName: 'Demo User' });
      }
      expect(new Set(costed.map((record) => record.fundEntry?.id)).size).toBe(costed.length);
      expect(papers.map((paper) => `${paper.kind} ${paper.fundEntry?.method}`).sort()).toEqual([
        ...Array(9).fill('insurance transfer'),
        ...Array(9).fill('technical_inspection cash'),
      ]);
      const services = care
        .flatMap((car) => car.services)
        .map((service) => ({
          type: service.type,
          garage: service.supplierName,
          method: service.fundEntry?.method ?? null,
        }))
        .sort(
          (x, y) =>
            x.type.localeCompare(y.type) || String(x.method).localeCompare(String(y.method)),
        );
      expect(services).toEqual([
        { type: 'brakes', garage: seedGarage.name, method: 'card' },
        { type: 'oil_filters', garage: seedGarage.name, method: 'cash' },
        { type: 'oil_filters', garage: null, method: null },
        { type: 'repair', garage: seedGarage.name, method: 'cash' },
        { type: 'tyres', garage: seedGarage.name, method: 'cheque' },
      ]);
      // one insurance lapsed 9 days ago, one ends in 25 days: the demo refuses to book the
      // first, and still books the car the demo's journey books first
      expect(lapsed).toHaveLength(1);
      expect(lapsed[0]?.papers.find((paper) => paper.kind === 'insurance')?.until).toBe(
        addDays(today, -9),
      );
      const soon = papers.filter((paper) => paperState(paper, today) === 'expires_soon');
      expect(soon.map((paper) => [paper.kind, paper.until])).toEqual([
        ['insurance', addDays(today, 25)],
      ]);
      // a speeding fine of a rental 30 days back, charged to its customer, who owes it
      expect(fines).toHaveLength(1);
      expect(fines[0]).toMatchObject({
        amount: 200_000,
        outcome: 'owed',
        fundEntry: { method: 'cash', userName: 'Demo User' },
        rental: { customerName: seedRentalCustomers[0].name, state: 'returned' },
      });
      // the Fleet screen and the bell: the booklet's oil change due, the two insurances
      const due = attention.items.filter((row) => row.nextService?.state !== 'ok');
      expect(due.map((row) => row.nextService)).toEqual([
        expect.objectContaining({
          serviceType: 'oil_filters',
          state: expect.stringMatching(/^(due|overdue)$/),
        }),
      ]);
      expect(attention.items.map((row) => row.papers.insurance.state)).toContain('lapsed');
      expect(attention.counts).toMatchObject({ service: 1, papers: 2, attention: 3 });
      expect(lapsedBooking?.status).toBe(409);
      expect(lapsedBooking?.value).toMatchObject({ code: 'papers_lapsed' });
      expect(firstRentableBooking?.status).toBe(201);
      // issue 33: the ten cars' models in categories, two plans, the extras; a week from 1 July
      // is priced in the summer with the 7-day tier and a child seat
      expect(priceList.plans.map((plan) => plan.category).sort()).toEqual(['economy', 'suv']);
      expect(priceList.models.filter((model) => model.category !== null)).toHaveLength(10);
      expect(priceList.extras?.delivery.places).toHaveLength(2);
      expect(quote?.days).toBe(7);
      expect(quote?.lines.find((line) => line.kind === 'days')).toMatchObject({ season: 'Été' });
      expect(quote?.lines).toContainEqual(expect.objectContaining({ kind: 'tier', fromDays: 7 }));
      expect(quote?.lines).toContainEqual(
        // 7 days at 300 DA, capped at 2,000 DA
        expect.objectContaining({ kind: 'extra', code: 'child_seat', amount: 200_000 }),
      );
      expect(quote?.deposit).toBe(3_000_000);
      // issue 34: the booking page open with the seed's words, and one request on the desk from
      // a customer of the seed, in 10 days, still held, no mail sent (the demo sends none)
      const { bookingPage, requests, requestedModel, firstModel } = answers;
      expect(bookingPage).toMatchObject({
        open: true,
        address: DEMO_BOOKING_PAGE.address,
        hours: DEMO_BOOKING_PAGE.hours,
      });
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request).toMatchObject({
        state: 'requested',
        name: seedBookingRequest.customer.name,
        licenceNumber: seedBookingRequest.customer.license,
        mail: 'not_sent',
        extras: [{ code: 'child_seat', quantity: 1 }],
        licencePhoto: null,
      });
      expect(request?.start.slice(0, 10)).toBe(addDays(today, seedBookingRequest.fromDay));
      expect(Date.parse(request?.holdUntil ?? '')).toBeGreaterThan(opened.getTime());
      // not a car of the model the demo's journeys book first
      expect(requestedModel).toBeDefined();
      expect(firstModel).toBeDefined();
      expect(requestedModel).not.toBe(firstModel);
    } finally {
      await moved.client.close();
      await fresh.client.close();
    }
    // it seeds two databases in full: give it time on a busy machine
  }, 120_000);
});
