import { type FleetPage, fleetQuery } from '@car-rental/domain/contract/fleet-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, carPapers, carServices, cars, settings } from '../../db/schema.ts';
import { createEventBus } from '../../events/event-bus.ts';
import { insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { getFleet } from './fleet-status.ts';

// Issue 32 §3: the Fleet screen (every car's next service and papers, filtered and paged),
// a car's reminders, and the schedules (the agency's in Settings, a car's own), through real
// HTTP on PGlite. The test clock's business day is 2026-06-15.

let server: TestServer;
let owner: Client;
let manager: Client;
let agent: Client;
const db = () => server.database.db;

/** the cars of the small fleet, by what they show */
const fleet: Record<'overdue' | 'fine' | 'soon' | 'papers', string> = {
  overdue: '',
  fine: '',
  soon: '',
  papers: '',
};

async function paper(
  carId: string,
  kind: 'insurance' | 'technical_inspection' | 'vignette' | 'registration',
  until: string | null,
) {
  await db()
    .insert(carPapers)
    .values({ carId, kind, validFrom: '2025-06-01', validUntil: until, cost: 0 });
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  manager = await server.signedInAs('manager', 'Meriem');
  agent = await server.signedInAs('agent', 'Amina');
  // in the fleet since January 2025 at 10,000 km, back from a rental at 22,500 km on 1 June:
  // its oil (every 10,000 km) was due at 20,000: overdue; its contrôle technique lapsed on 10 June
  const overdue = await insertCar(db(), {
    plate: 'A-OVERDUE',
    createdAt: new Date('2025-01-10T10:00:00Z'),
    mileageKm: 22_500,
  });
  await insertRental(db(), overdue.id, {
    startAt: new Date('2026-05-20T09:00:00Z'),
    endAt: new Date('2026-06-01T10:00:00Z'),
    returnedAt: new Date('2026-06-01T10:00:00Z'),
    startMileage: 10_000,
    endMileage: 22_500,
  });
  await paper(overdue.id, 'insurance', '2026-12-31');
  await paper(overdue.id, 'technical_inspection', '2026-06-10');
  // serviced when it came in May, every paper valid (the carte grise never expires)
  const fine = await insertCar(db(), {
    plate: 'B-FINE',
    createdAt: new Date('2026-05-01T10:00:00Z'),
    mileageKm: 5_000,
  });
  await db().insert(carServices).values({
    carId: fine.id,
    type: 'oil_filters',
    doneOn: '2026-05-01',
    odometer: 5_000,
    cost: 0,
  });
  await paper(fine.id, 'insurance', '2025-12-31'); // renewed: the longest lasting counts
  await paper(fine.id, 'insurance', '2027-01-01');
  await paper(fine.id, 'technical_inspection', '2027-01-01');
  await paper(fine.id, 'vignette', '2026-12-31');
  await paper(fine.id, 'registration', null);
  // in since 1 July 2025: its oil is due by date on 1 July 2026, 16 days away; no papers
  const soon = await insertCar(db(), {
    plate: 'C-SOON',
    createdAt: new Date('2025-07-01T10:00:00Z'),
    mileageKm: 12_000,
  });
  // new, its insurance ends on 1 July: expires soon
  const papers = await insertCar(db(), {
    plate: 'D-PAPERS',
    createdAt: new Date('2026-05-01T10:00:00Z'),
    mileageKm: 3_000,
  });
  await paper(papers.id, 'insurance', '2026-07-01');
  // neither a sold car nor a deleted one is in the fleet, however overdue
  const sold = await insertCar(db(), { createdAt: new Date('2020-01-01T10:00:00Z') });
  await insertSale(db(), sold.id);
  await db().update(cars).set({ inGarage: false }).where(eq(cars.id, sold.id));
  await insertCar(db(), {
    createdAt: new Date('2020-01-01T10:00:00Z'),
    deletedAt: new Date('2026-01-01T10:00:00Z'),
  });
  Object.assign(fleet, { overdue: overdue.id, fine: fine.id, soon: soon.id, papers: papers.id });
});
afterAll(() => server.close());

const audited = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

const plates = (items: { plate: string | null }[]) => items.map((item) => item.plate);

describe('the Fleet screen', () => {
  it('lists every car most urgent first with its next service and papers; filters and pages', async () => {
    const all = await agent.get('/api/fleet');
    expect(all.status).toBe(200);
    expect(all.body.counts).toEqual({ all: 4, service: 1, papers: 2, attention: 3 });
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 25, today: '2026-06-15' });
    expect(plates(all.body.items)).toEqual(['A-OVERDUE', 'C-SOON', 'D-PAPERS', 'B-FINE']);
    const [overdue, soon, papers, fine] = all.body.items;
    expect(overdue).toMatchObject({
      carId: fleet.overdue,
      odometerKm: 22_500,
      // overdue by both parts; its date further past for its margin decides (156 days)
      nextService: {
        serviceType: 'oil_filters',
        state: 'overdue',
        limit: 'date',
        dueKm: 20_000,
        kmLeft: -2_500,
        dueDay: '2026-01-10',
        daysLeft: -156,
      },
      papers: {
        insurance: { state: 'valid', until: '2026-12-31' },
        technical_inspection: { state: 'lapsed', until: '2026-06-10' },
        vignette: { state: 'missing', until: null },
        registration: { state: 'missing', until: null },
      },
    });
    expect(soon.nextService).toMatchObject({
      serviceType: 'oil_filters',
      state: 'due_soon',
      limit: 'date',
      dueDay: '2026-07-01',
      daysLeft: 16,
    });
    expect(papers.papers.insurance).toEqual({ state: 'expires_soon', until: '2026-07-01' });
    expect(fine.nextService.state).toBe('ok');
    expect(fine.papers).toEqual({
      insurance: { state: 'valid', until: '2027-01-01' },
      technical_inspection: { state: 'valid', until: '2027-01-01' },
      vignette: { state: 'valid', until: '2026-12-31' },
      registration: { state: 'valid', until: null },
    });

    const service = await agent.get('/api/fleet?filter=service');
    expect(plates(service.body.items)).toEqual(['A-OVERDUE']);
    expect(service.body.total).toBe(1);
    const lapsed = await agent.get('/api/fleet?filter=papers');
    expect(plates(lapsed.body.items)).toEqual(['A-OVERDUE', 'D-PAPERS']);
    const attention = await agent.get('/api/fleet?filter=attention&pageSize=2');
    expect(plates(attention.body.items)).toEqual(['A-OVERDUE', 'C-SOON']);
    expect(attention.body.total).toBe(3);
    const second = await agent.get('/api/fleet?page=2&pageSize=2');
    expect(plates(second.body.items)).toEqual(['D-PAPERS', 'B-FINE']);
  });

  it('refuses a filter it does not know and a page size past 100, and anyone signed out', async () => {
    expect((await agent.get('/api/fleet?filter=everything')).status).toBe(400);
    expect((await agent.get('/api/fleet?pageSize=101')).status).toBe(400);
    expect((await server.anonymous().get('/api/fleet')).status).toBe(401);
  });

  it('follows a new service at once (the write’s event), and a change made beside the API once told', async () => {
    const added = await agent.post(`/api/cars/${fleet.overdue}/services`, {
      type: 'oil_filters',
      date: '2026-06-15',
      odometer: 22_600,
      cost: 0,
    });
    expect(added.status).toBe(201);
    const after = await agent.get('/api/fleet?filter=service');
    expect(after.body.counts.service).toBe(0);
    expect(after.body.items).toEqual([]);
    // a paper written straight into the database shows once a write names the cars
    await paper(fleet.papers, 'insurance', '2027-07-01');
    server.events.publish(['cars']);
    const papers = await agent.get('/api/fleet?filter=papers');
    expect(plates(papers.body.items)).toEqual(['A-OVERDUE']);
  });
});

describe("a car's reminders and its own schedules", () => {
  it('answers every scheduled type worst first, counted from the entry or the last service, as of the last reading', async () => {
    const res = await agent.get(`/api/cars/${fleet.soon}/reminders`);
    expect(res.status).toBe(200);
    expect(res.body.today).toBe('2026-06-15');
    expect(res.body.own).toBeNull();
    expect(res.body.reminders.map((r: { serviceType: string }) => r.serviceType)).toEqual([
      'oil_filters',
      'brakes',
      'battery',
      'tyres',
      'timing_belt',
    ]);
    expect(res.body.reminders[0]).toMatchObject({
      state: 'due_soon',
      own: false,
      everyKm: 10_000,
      everyMonths: 12,
      from: { source: 'entry', day: '2025-07-01', km: 12_000 },
      odometer: { km: 12_000, day: '2025-07-01' },
    });
    const fine = await agent.get(`/api/cars/${fleet.fine}/reminders`);
    expect(
      fine.body.reminders.find((r: { serviceType: string }) => r.serviceType === 'oil_filters'),
    ).toMatchObject({
      from: { source: 'service', day: '2026-05-01', km: 5_000 },
    });
    // the car back from its rental counts its tyres from its entry at its first check-out's
    // 10,000 km (its counter read 22,500 since), its oil from the service of 15 June
    const overdue = await agent.get(`/api/cars/${fleet.overdue}/reminders`);
    const of = (type: string) =>
      overdue.body.reminders.find((r: { serviceType: string }) => r.serviceType === type);
    expect(of('tyres')).toMatchObject({
      from: { source: 'entry', day: '2025-01-10', km: 10_000 },
      odometer: { day: '2026-06-15', km: 22_600 },
      dueKm: 50_000,
      kmLeft: 27_400,
    });
    expect(of('oil_filters')).toMatchObject({
      state: 'ok',
      from: { source: 'service', day: '2026-06-15', km: 22_600 },
    });
    // its odometer as of its last check-in: the highest reading, on its latest day
    const driven = await insertCar(db(), {
      createdAt: new Date('2026-01-05T10:00:00Z'),
      mileageKm: 15_500,
    });
    for (const [start, end, from, to] of [
      ['2026-02-20', '2026-03-01', 10_000, 11_000],
      ['2026-04-25', '2026-05-02', 11_000, 15_500],
    ] as const) {
      await insertRental(db(), driven.id, {
        startAt: new Date(`${start}T09:00:00Z`),
        endAt: new Date(`${end}T09:00:00Z`),
        returnedAt: new Date(`${end}T09:00:00Z`),
        startMileage: from,
        endMileage: to,
      });
    }
    const read = await agent.get(`/api/cars/${driven.id}/reminders`);
    expect(read.body.reminders[0]).toMatchObject({
      serviceType: 'oil_filters',
      state: 'ok',
      kmLeft: 4_500,
      from: { source: 'entry', day: '2026-01-05', km: 10_000 },
      odometer: { day: '2026-05-02', km: 15_500 },
    });
    expect((await agent.get(`/api/cars/${crypto.randomUUID()}/reminders`)).status).toBe(404);
  });

  it('a manager sets a car’s own schedule (an agent may not; a bad one is 400 and changes nothing)', async () => {
    const url = `/api/cars/${fleet.soon}/service-schedules`;
    const own = {
      oil_filters: { everyKm: 15_000, everyMonths: 24 },
      battery: { everyKm: null, everyMonths: null },
    };
    expect((await agent.put(url, { schedules: own })).status).toBe(403);
    for (const bad of [
      { oil_filters: { everyKm: 0, everyMonths: 12 } },
      { oil_filters: { everyKm: 1.5, everyMonths: 12 } },
      { oil_filters: { everyKm: 10_000 } },
      { spark_plugs: { everyKm: 10_000, everyMonths: 12 } },
    ]) {
      const res = await manager.put(url, { schedules: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const [unchanged] = await db()
      .select({ own: cars.serviceSchedules })
      .from(cars)
      .where(eq(cars.id, fleet.soon));
    expect(unchanged!.own).toBeNull();

    const set = await manager.put(url, { schedules: own });
    expect(set.status).toBe(200);
    expect(set.body.own).toEqual(own);
    // its oil now every 24 months: ok; its battery switched off
    const oil = set.body.reminders.find(
      (r: { serviceType: string }) => r.serviceType === 'oil_filters',
    );
    expect(oil).toMatchObject({
      state: 'ok',
      own: true,
      everyKm: 15_000,
      everyMonths: 24,
      dueDay: '2027-07-01',
    });
    expect(set.body.reminders.map((r: { serviceType: string }) => r.serviceType)).not.toContain(
      'battery',
    );
    const [row] = await audited('setCarServiceSchedules');
    expect(row).toMatchObject({
      entity: 'car',
      entityId: fleet.soon,
      before: { serviceSchedules: null },
      after: { serviceSchedules: own },
    });
    const listed = await agent.get('/api/fleet?filter=attention');
    expect(plates(listed.body.items)).not.toContain('C-SOON');
    // null: the agency's again
    const cleared = await manager.put(url, { schedules: null });
    expect(cleared.body.own).toBeNull();
    expect(cleared.body.reminders[0]).toMatchObject({
      serviceType: 'oil_filters',
      state: 'due_soon',
    });
  });
});

describe("the agency's schedules in Settings", () => {
  it('answers the defaults; the owner replaces them (a manager may not; a bad one is 400 and changes nothing); null goes back', async () => {
    const url = '/api/settings/service-schedules';
    const first = await agent.get(url);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      defaults: true,
      schedules: {
        oil_filters: { everyKm: 10_000, everyMonths: 12 },
        battery: { everyKm: null, everyMonths: 36 },
      },
    });
    const mine = { oil_filters: { everyKm: 5_000, everyMonths: 6 } };
    expect((await manager.put(url, { schedules: mine })).status).toBe(403);
    expect((await agent.put(url, { schedules: mine })).status).toBe(403);
    const bad = await owner.put(url, {
      schedules: { oil_filters: { everyKm: -5, everyMonths: 6 } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.fields)).toContain('fields.serviceSchedule');
    expect((await owner.put(url, { schedules: 'weekly' })).status).toBe(400);
    const [stored] = await db().select({ s: settings.serviceSchedules }).from(settings);
    expect(stored?.s ?? null).toBeNull();

    const saved = await owner.put(url, { schedules: mine });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ defaults: false, schedules: mine });
    expect((await agent.get(url)).body).toEqual({ defaults: false, schedules: mine });
    const [row] = await audited('updateServiceSchedules');
    expect(row).toMatchObject({
      entity: 'settings',
      before: { serviceSchedules: { defaults: true } },
      after: { serviceSchedules: { defaults: false, schedules: mine } },
    });
    // every car now follows them: the soon car's oil (from July 2025, 6 months) is overdue
    const fleetNow = await agent.get('/api/fleet?filter=service');
    expect(plates(fleetNow.body.items)).toContain('C-SOON');
    const reminders = await agent.get(`/api/cars/${fleet.soon}/reminders`);
    expect(reminders.body.agency).toEqual(mine);
    expect(reminders.body.reminders.map((r: { serviceType: string }) => r.serviceType)).toEqual([
      'oil_filters',
    ]);

    const back = await owner.put(url, { schedules: null });
    expect(back.body.defaults).toBe(true);
    expect(back.body.schedules.timing_belt).toEqual({ everyKm: 90_000, everyMonths: 60 });
  });
});

describe('the kept Fleet after a write that names its car', () => {
  /** the Fleet as computed whole now (a bus of its own keeps nothing) */
  const computedWhole = (filter = 'all') =>
    getFleet(
      {
        db: server.database.db,
        config: server.config,
        clock: server.clock,
        events: createEventBus(),
      },
      fleetQuery.parse({ pageSize: '100', filter }),
    );
  const kept = async (filter = 'all') =>
    (await agent.get(`/api/fleet?pageSize=100&filter=${filter}`)).body as FleetPage;
  const everyFilter = ['all', 'service', 'papers', 'attention'];
  const mine = { named: '', other: '' };
  const item = async (carId: string) => (await kept()).items.find((row) => row.carId === carId);

  beforeAll(async () => {
    // two cars of this block's own, in since July 2025 with no service and no papers
    for (const key of ['named', 'other'] as const) {
      const car = await insertCar(db(), {
        plate: `K-${key.toUpperCase()}`,
        createdAt: new Date('2025-07-01T10:00:00Z'),
        mileageKm: 12_000,
      });
      mine[key] = car.id;
    }
    server.wroteBeside();
  });

  it('computes that car alone again, and equals the Fleet computed whole after each write', async () => {
    // a service starts the oil's count again; a paper lapses; the service is removed
    const writes: (() => Promise<{ status: number }>)[] = [
      () =>
        agent.post(`/api/cars/${mine.named}/services`, {
          type: 'oil_filters',
          date: '2026-06-14',
          odometer: 12_100,
          cost: 0,
        }),
      () =>
        agent.post(`/api/cars/${mine.other}/papers`, {
          kind: 'vignette',
          from: '2026-01-01',
          until: '2026-06-20',
          cost: 0,
        }),
      () =>
        agent.post(`/api/cars/${mine.named}/papers`, {
          kind: 'insurance',
          from: '2026-06-15',
          until: '2027-06-14',
          cost: 0,
        }),
    ];
    const before = await item(mine.named);
    for (const write of writes) {
      expect((await write()).status).toBe(201);
      for (const filter of everyFilter)
        expect(await kept(filter)).toEqual(await computedWhole(filter));
    }
    // the oil is no longer its next service; its insurance is valid now
    expect((await item(mine.named))?.nextService).not.toEqual(before?.nextService);
    expect((await item(mine.named))?.papers.insurance.state).toBe('valid');
  });

  it('leaves the other cars as they were: a change beside the API shows once a write names no car', async () => {
    await kept();
    // written straight into the database: no event names the car
    await paper(mine.named, 'registration', null);
    const named = await agent.post(`/api/cars/${mine.other}/services`, {
      type: 'brakes',
      date: '2026-06-15',
      odometer: 5_100,
      cost: 0,
    });
    expect(named.status).toBe(201);
    expect((await item(mine.named))?.papers.registration.state).toBe('missing');
    server.events.publish(['cars']);
    expect((await item(mine.named))?.papers.registration.state).toBe('valid');
    expect(await kept()).toEqual(await computedWhole());
  });
});
