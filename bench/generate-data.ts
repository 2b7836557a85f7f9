/**
 * `npm run bench:data -- --size S|M|L`: fills PGlite (bench/.data/<size>) or the PostgreSQL of
 * DATABASE_URL with a realistic business through the real schema and migrations. Every table
 * is filled by a few INSERT ... SELECT generate_series statements, so L takes minutes.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { paperCharge, paperKinds, serviceCharge } from '@car-rental/domain/fleet/care';
import type { ServiceType } from '@car-rental/domain/fleet/service-types';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bootstrap } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase, type Tx } from '../apps/server/src/db/create-db.ts';
import { rows } from '../apps/server/src/db/rows.ts';
import {
  BENCH_USER,
  flag,
  type Size,
  sizeArgument,
  sizes,
  type Target,
  targetOf,
} from './sizes.ts';

const extraCatalogue: Record<string, string[]> = {
  Peugeot: ['208', '301', '308', '2008', 'Partner'],
  Dacia: ['Logan', 'Sandero', 'Duster', 'Stepway'],
  Hyundai: ['i10', 'Accent', 'Elantra', 'Tucson'],
  Kia: ['Picanto', 'Rio', 'Cerato', 'Sportage'],
  Toyota: ['Yaris', 'Corolla', 'Hilux', 'Land Cruiser'],
  Chevrolet: ['Spark', 'Aveo', 'Sail'],
  Suzuki: ['Swift', 'Alto', 'Vitara'],
  Fiat: ['Tipo', '500', 'Doblo'],
  Citroën: ['C3', 'C4', 'Berlingo'],
  Nissan: ['Micra', 'Sunny', 'Qashqai', 'Navara'],
  Chery: ['Tiggo 2', 'Tiggo 7', 'Arrizo 5'],
  Geely: ['Coolray', 'Emgrand'],
};

const firstNames = [
  'Amine',
  'Yacine',
  'Karim',
  'Sofiane',
  'Mehdi',
  'Walid',
  'Nassim',
  'Rayan',
  'Bilal',
  'Hamza',
  'Amina',
  'Sarah',
  'Lina',
  'Yasmine',
  'Meriem',
  'Imane',
  'Nour',
  'Kenza',
  'Rania',
  'Lamia',
];
const lastNames = [
  'Benali',
  'Boudiaf',
  'Haddad',
  'Mansouri',
  'Belkacem',
  'Cherif',
  'Khelifi',
  'Saidi',
  'Bouzid',
  'Hamidi',
  'Meziane',
  'Ait Ahmed',
  'Brahimi',
  'Djebbar',
  'Ferhat',
  'Guerroudj',
  'Larbi',
  'Rahmani',
  'Touati',
  'Zerrouki',
];
const colors = ['White', 'Black', 'Grey', 'Silver', 'Blue', 'Red', 'Beige', 'Green', 'Brown'];

const textArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** a stable version-4-shaped uuid for the i-th row of a kind */
const uid = (kind: string, i: string) =>
  `overlay(overlay(md5('${kind}:' || ${i}) placing '4' from 13) placing '8' from 17)::uuid`;

/** the id uid('car', i) gives the i-th garage car (1 to the size's cars) */
export function benchCarId(i: number): string {
  const hex = createHash('md5').update(`car:${i}`).digest('hex');
  const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${v4.slice(0, 8)}-${v4.slice(8, 12)}-${v4.slice(12, 16)}-${v4.slice(16, 20)}-${v4.slice(20)}`;
}
const ms = (expression: string) => `date_trunc('milliseconds', ${expression})`;
/** a customer drawn from h (an integer expression) */
const customer = (h: string) => ({
  name: `(${textArray(firstNames)})[1 + (${h}) % 20] || ' ' || (${textArray(lastNames)})[1 + ((${h}) / 20) % 20]`,
  contact: `'05' || lpad(((${h})::bigint * 7919 % 100000000)::text, 8, '0')`,
  email: `lower((${textArray(firstNames)})[1 + (${h}) % 20]) || '.' || ((${h}) % 9973) || '@example.dz'`,
  license: `'DZ-' || lpad(((${h})::bigint * 104729 % 10000000)::text, 7, '0')`,
});

/** the statements that fill the business; each is one INSERT ... SELECT */
export function fillStatements(size: Size): [string, string][] {
  const n = sizes[size];
  const c = customer('g.h');
  return [
    ['seed', 'select setseed(0.42)'],
    [
      'models',
      `create temp table bench_models as
        select row_number() over (order by lower(b.name), lower(m.name))::int as k, m.id, m.brand_id
        from models m join brands b on b.id = m.brand_id`,
    ],
    [
      'suppliers',
      `insert into suppliers (id, name, contact, phone, email, address, opening_balance, created_at)
        select ${uid('supplier', 'i')}, 'Auto Import ' || i, 'Contact ' || i,
          '021' || lpad((i * 7919 % 1000000)::text, 6, '0'), 'supplier' || i || '@example.dz',
          'Zone industrielle ' || i || ', Alger', (i % 7) * 100000000,
          now() - interval '6 years' + i * interval '1 hour'
        from generate_series(1, ${n.suppliers}) i`,
    ],
    [
      'garage cars',
      `insert into cars (id, brand_id, model_id, year, daily_rate, sale_price, purchase_price,
          supplier_id, rating, transmission, fuel, plate, color, mileage_km, in_garage, is_paid,
          is_for_sale, created_at, updated_at)
        select ${uid('car', 'g.i')}, bm.brand_id, bm.id, 2012 + g.i % 13,
          case when g.i % 10 <> 9 then (3000 + (g.i * 37 % 120) * 100) * 100 end,
          case when g.i % 10 = 5 then (1500000 + (g.i * 7919 % 3000) * 1000)::bigint * 100 end,
          (1200000 + (g.i * 104729 % 2500) * 1000)::bigint * 100,
          case when g.i % 2 = 0 then ${uid('supplier', `(1 + g.i % ${n.suppliers})`)} end,
          round((3 + random() * 2)::numeric, 1), case when g.i % 3 = 0 then 'automatic' else 'manual' end,
          (array['Essence','Diesel','GPL','Hybride'])[1 + g.i % 4],
          lpad((g.i * 7 % 99999)::text, 5, '0') || '-' || (110 + g.i % 15) || '-' || lpad((1 + g.i % 58)::text, 2, '0'),
          (${textArray(colors)})[1 + g.i % ${colors.length}],
          20000 + g.i * 13 % 180000, true, g.i % 5 <> 0, g.i % 10 = 5, g.created, g.created
        from (select i, 1 + floor((select count(*) from bench_models) * power(random(), 1.7))::int as k,
            ${ms("now() - interval '1855 days' + random() * interval '1850 days'")} as created
          from generate_series(1, ${n.cars}) i) g
        join bench_models bm on bm.k = g.k`,
    ],
    [
      // each fleet car's share of the finished rentals follows its age; they follow one
      // another from its purchase until two weeks ago
      'finished rentals',
      `insert into rentals (car_id, customer_name, customer_contact, customer_email, customer_license,
          payment_type, start_at, end_at, daily_rate, start_mileage, advance_paid, returned_at,
          end_mileage, total_days, total_amount, created_at, state)
        select g.car_id, ${c.name}, ${c.contact}, ${c.email}, ${c.license},
          case when g.h % 3 = 0 then 'advance' else 'after' end, g.start_at, g.returned_at, g.rate,
          g.km, case when g.h % 3 = 0 then g.days * g.rate else 0 end, g.returned_at,
          g.km + g.days * (60 + g.h % 240), g.days, g.days * g.rate, g.start_at, 'returned'
        from (select r.car_id, r.h, r.rate, r.days, r.km, r.start_at,
            ${ms("r.start_at + r.days * interval '1 day' + random() * interval '5 hours'")} as returned_at
          from (select a.id as car_id, floor(random() * 400)::int as h, a.rate,
              20000 + j * 700 as km,
              1 + floor(random() * least(14, greatest(1, a.slot_days * 0.6)))::int as days,
              ${ms("a.created_at + interval '1 day' + (j + random() * 0.2) * a.slot_days * interval '1 day'")} as start_at
            from (select w.*, w.share / w.n as slot_days
              from (select v.*, (floor(v.quota) + case when row_number() over (order by v.quota - floor(v.quota) desc)
                    <= ${n.rentals} - sum(floor(v.quota)) over () then 1 else 0 end)::int as n
                from (select c.id, c.created_at, coalesce(c.daily_rate, 500000) as rate, u.share,
                    ${n.rentals} * u.share / sum(u.share) over () as quota
                  from cars c
                  cross join lateral (select greatest(0, extract(epoch from (now() - interval '17 days' - c.created_at)) / 86400) as share) u
                  where c.in_garage) v) w
              where w.n > 0) a
            cross join lateral generate_series(0, a.n - 1) j) r) g`,
    ],
    [
      'rental charges',
      `insert into rental_charges (rental_id, type, description, amount)
        select id, (array['cleaning','repair','fuel','damage','other'])[1 + k],
          (array['Interior cleaning','Scratch on the door','Fuel refill','Broken mirror','Late fee'])[1 + k],
          (500 + k * 1500 + floor(random() * 5000)) * 100
        from (select id, floor(random() * 5)::int as k from rentals
          where returned_at is not null and random() < 0.2) x`,
    ],
    [
      'active rentals',
      `insert into rentals (car_id, customer_name, customer_contact, customer_email, customer_license,
          payment_type, start_at, end_at, daily_rate, start_mileage, advance_paid, created_at)
        select c.id, ${c.name}, ${c.contact}, ${c.email}, ${c.license},
          case when g.h % 3 = 0 then 'advance' else 'after' end, g.start_at,
          greatest(g.end_at, g.start_at + interval '1 hour'), c.daily_rate, c.mileage_km,
          case when g.h % 3 = 0 then c.daily_rate * 3 else 0 end, g.start_at
        from (select i, floor(random() * 400)::int as h,
            ${ms("now() - (1 + random() * 9) * interval '1 day'")} as start_at,
            ${ms("now() + (random() * 300 - 48) * interval '1 hour'")} as end_at
          from generate_series(1, ${n.cars}) i where i % 10 in (1, 2, 3) and i % 5 <> 0) g
        join cars c on c.id = ${uid('car', 'g.i')}
        where c.daily_rate is not null`,
    ],
    [
      'sold cars',
      `create temp table bench_sold as
        select k, ${ms("now() - interval '1 hour' - random() * interval '1825 days'")} as sold_at,
          1 + floor((select count(*) from bench_models) * power(random(), 1.7))::int as model_k,
          (900000 + (k * 7919 % 3000) * 1000)::bigint * 100 as price,
          floor(random() * 400)::int as h
        from generate_series(1, ${n.sales}) k`,
    ],
    [
      'sold cars',
      `insert into cars (id, brand_id, model_id, year, sale_price, purchase_price, supplier_id,
          rating, transmission, fuel, plate, color, mileage_km, in_garage, is_paid, is_for_sale,
          created_at, updated_at)
        select ${uid('sold', 's.k')}, bm.brand_id, bm.id, 2008 + s.k % 17, s.price,
          case when s.k % 10 <> 0 then s.price * (80 + s.k % 15) / 100 end,
          case when s.k % 3 = 0 then ${uid('supplier', `(1 + s.k % ${n.suppliers})`)} end,
          4, case when s.k % 4 = 0 then 'automatic' else 'manual' end, 'Essence',
          lpad((s.k * 13 % 99999)::text, 5, '0') || '-' || (100 + s.k % 25) || '-' || lpad((1 + s.k % 58)::text, 2, '0'),
          (${textArray(colors)})[1 + s.k % ${colors.length}], 40000 + s.k * 17 % 200000,
          false, true, false, ${ms("s.sold_at - (10 + s.k % 190) * interval '1 day'")},
          s.sold_at
        from bench_sold s join bench_models bm on bm.k = s.model_k`,
    ],
    [
      'sales',
      `insert into sales (car_id, sold_at, customer_name, customer_phone, customer_license,
          final_price, listed_price, created_at)
        select ${uid('sold', 'g.k')}, g.sold_at, ${c.name}, ${c.contact}, ${c.license},
          g.price * (95 + g.k % 8) / 100, g.price, g.sold_at
        from bench_sold g`,
    ],
    [
      'fund entries',
      `insert into fund_transactions (created_at, type, amount, description, category, supplier_id, source)
        select ${ms("now() - interval '1 minute' - random() * interval '1826 days'")},
          case when i % 20 < 11 then 'add_money' else 'add_charge' end,
          case when i % 20 < 9 then (5000 + i * 37 % 95000) * 100
            when i % 20 < 11 then (50000 + i * 7 % 200000) * 100
            else (1000 + i * 13 % 40000) * 100 end,
          (array['Rental payment','Rental payment','Rental payment','Rental payment','Rental payment',
            'Rental payment','Rental payment','Rental payment','Rental payment','Sale','Sale','Oil change',
            'Fuel','Insurance','Tyres','Car wash','Supplier payment','Supplier payment',
            'Supplier payment','Supplier payment'])[1 + i % 20],
          (array['rental','rental','rental','rental','rental','rental','rental','rental','rental',
            'sale','sale','maintenance','fuel','insurance','maintenance','cleaning','supplier',
            'supplier','supplier','supplier'])[1 + i % 20],
          case when i % 20 >= 16 then ${uid('supplier', `(1 + i % ${n.suppliers})`)} end,
          case when i % 20 < 11 then 'action' else 'manual' end
        from generate_series(1, ${n.fund}) i`,
    ],
    [
      // issue 14: the customer file; licences and phones are distinct (coprime multipliers)
      'customers',
      `insert into customers (full_name, phone, email, licence_number, created_at)
        select ${customer('i').name}, ${customer('i').contact}, ${customer('i').email},
          ${customer('i').license}, now() - (i % 1800) * interval '1 day'
        from generate_series(1, ${n.customers}) i`,
    ],
    [
      // two reservations a car at most, two weeks ahead (after every rental out ends), the
      // second after the first: the exclusion constraint checks them as they go in
      'reservations',
      `insert into rentals (car_id, customer_name, customer_contact, customer_email, customer_license,
          payment_type, start_at, end_at, daily_rate, start_mileage, advance_paid, state, created_at)
        select c.id, ${customer('g.h').name}, ${customer('g.h').contact}, ${customer('g.h').email},
          ${customer('g.h').license}, 'after', g.start_at,
          g.start_at + (1 + (g.i + g.j) % 3) * interval '1 day', c.daily_rate, c.mileage_km, 0,
          'reserved', now()
        from (select i, j, i * 2 + j as h,
            ${ms("now() + interval '14 days' + j * interval '5 days' + (i % 48) * interval '1 hour'")} as start_at
          from generate_series(1, ${n.cars}) i cross join generate_series(0, 1) j
          where (i - 1) * 2 + j < ${n.reservations}) g
        join cars c on c.id = ${uid('car', 'g.i')}
        where c.daily_rate is not null and c.in_garage`,
    ],
    ...careStatements(size),
  ];
}

/** how a care record's cost was paid, drawn from h: cash mostly, some cheques, card, transfer */
const paidBy = (h: string) => ({
  method: `(array['cash','cash','cash','cheque','card','transfer'])[1 + (${h}) % 6]`,
  number: `case when (${h}) % 6 = 3 then lpad(((${h})::bigint * 7919 % 10000000)::text, 7, '0') end`,
  bank: `case when (${h}) % 6 = 3 then (array['BNA','CPA','BEA','BADR','AGB'])[1 + (${h}) % 5] end`,
});

/**
 * Issue 32: every garage car's service log and papers, each cost with the one fund charge the
 * server posts for it (care.ts: category, description with the car's name, the car, how it
 * was paid, the recorder's drawer on the record's day; source action). 2 to 5 services a
 * car (3.5 on average) from its purchase to now with a rising odometer at a supplier's
 * garage; an insurance (a car in two also last year's), a contrôle technique, the year's
 * vignette and a carte grise (no expiry, no cost). Papers that expire within 30 days or have
 * lapsed are only on cars out now (i % 10 in 1, 2, 3): the write mix books free cars for
 * three days, which a lapsed paper would refuse (409 papers_lapsed).
 */
function careStatements(size: Size): [string, string][] {
  const n = sizes[size];
  const owner = `(select id from users where email = '${BENCH_USER.email}')`;
  const label = `b.name || ' ' || m.name || coalesce(' (' || c.plate || ')', '')`;
  const services: ServiceType[] = [
    'oil_filters',
    'oil_filters',
    'tyres',
    'brakes',
    'oil_filters',
    'battery',
    'repair',
    'cleaning',
  ];
  // the charges' words and categories are the domain's: its charge for a car named '@'
  const named = { brandName: '@', modelName: '', plate: null };
  const prefix = (entry: { description: string } | undefined) =>
    `'${entry!.description.slice(0, -2).replace(/'/g, "''")}'`;
  const serviceCase = (column: string, part: 'description' | 'category') =>
    `case ${column} ${[...new Set(services)]
      .map((type) => {
        const [entry] = serviceCharge(named, { type, cost: 1 });
        return `when '${type}' then ${part === 'description' ? prefix(entry) : `'${entry!.category}'`}`;
      })
      .join(' ')} end`;
  const paperCase = (column: string, part: 'description' | 'category') =>
    `case ${column} ${paperKinds
      .map((kind) => {
        const [entry] = paperCharge(named, { kind, title: 'Paper', cost: 1 });
        return `when '${kind}' then ${part === 'description' ? prefix(entry) : `'${entry!.category}'`}`;
      })
      .join(' ')} end`;
  const servicePay = paidBy('s.h');
  const paperPay = paidBy('p.h');
  /** days from today to a paper's last day: lapsed, within 30 days, or 40 days and more */
  const untilIn = (lapsed: string, soon: string) =>
    `case when ${lapsed} then -(1 + g.i % 20) when ${soon} then g.i % 30 else 40 + g.i * 37 % 320 end`;
  return [
    // the services' odometers read each car's returns by its index: the planner needs to know
    // the rentals are there (statistics are otherwise taken after the load)
    ['analyze rentals', 'analyze rentals'],
    [
      'services',
      `create temp table bench_services as
        select ${uid('service', 'x.i * 8 + x.j')} as id, ${uid('service-entry', 'x.i * 8 + x.j')} as entry_id,
          x.car_id, x.type, x.done_on, x.odometer, x.supplier_id, x.h, x.label,
          case x.type when 'oil_filters' then 4000 + x.h % 40 * 100 when 'tyres' then 32000 + x.h % 60 * 500
            when 'brakes' then 9000 + x.h % 50 * 200 when 'battery' then 14000 + x.h % 30 * 200
            when 'repair' then 6000 + x.h % 90 * 500 else 1500 + x.h % 10 * 100 end * 100::bigint as cost
        from (select g.i, j, c.id as car_id, d.h,
            (${textArray(services)})[1 + (g.i + j * 3) % ${services.length}] as type,
            d.done_at::date as done_on,
            -- the odometer of the car's last return before the service, driven a little since
            coalesce((select r.end_mileage from rentals r where r.car_id = c.id
                and r.returned_at < d.done_at order by r.returned_at desc limit 1), 20000)
              + d.h % 300 as odometer,
            ${uid('supplier', `(1 + (g.i + j) % ${n.suppliers})`)} as supplier_id, ${label} as label
          from (select i, 2 + i % 4 as k from generate_series(1, ${n.cars}) i) g
          cross join lateral generate_series(0, g.k - 1) j
          join cars c on c.id = ${uid('car', 'g.i')}
          cross join lateral (select (g.i * 7 + j * 3) % 997 as h,
              c.created_at + (j + 1) * (now() - interval '1 day' - c.created_at) / (g.k + 1) as done_at) d
          join brands b on b.id = c.brand_id join models m on m.id = c.model_id) x`,
    ],
    [
      'service charges',
      `insert into fund_transactions (id, created_at, type, amount, description, category, car_id,
          source, method, cheque_number, cheque_bank, user_id, drawer_day)
        select s.entry_id, s.done_on + interval '9 hours' + s.h * interval '30 seconds', 'add_charge', s.cost,
          ${serviceCase('s.type', 'description')} || s.label, ${serviceCase('s.type', 'category')},
          s.car_id, 'action', ${servicePay.method}, ${servicePay.number}, ${servicePay.bank}, ${owner}, s.done_on
        from bench_services s`,
    ],
    [
      'services',
      `insert into car_services (id, car_id, type, done_on, odometer, supplier_id, cost, note,
          fund_entry_id, created_by, created_at)
        select s.id, s.car_id, s.type, s.done_on, s.odometer, s.supplier_id, s.cost,
          case when s.type = 'repair' then 'Front suspension' end, s.entry_id, ${owner},
          s.done_on + interval '9 hours' + s.h * interval '30 seconds'
        from bench_services s`,
    ],
    [
      'papers',
      `create temp table bench_papers as
        select ${uid('paper', 'x.i * 8 + x.k')} as id,
          case when x.cost > 0 then ${uid('paper-entry', 'x.i * 8 + x.k')} end as entry_id, x.*
        from (select g.i, p.k, c.id as car_id, (g.i * 11 + p.k) % 997 as h, p.kind, p.company,
            p.reference, p.valid_from, p.valid_until, p.cost::bigint * 100 as cost, ${label} as label
          from generate_series(1, ${n.cars}) g(i)
          join cars c on c.id = ${uid('car', 'g.i')}
          join brands b on b.id = c.brand_id join models m on m.id = c.model_id
          cross join lateral (select current_date + ${untilIn('g.i % 30 = 1', 'g.i % 10 = 2')} as insurance_until,
              current_date + ${untilIn('g.i % 30 = 11', 'g.i % 10 = 3')} as inspection_until) u
          cross join lateral (values
            (0, 'insurance', (array['SAA','CAAT','CAAR','Alliance','AXA'])[1 + g.i % 5], 'POL-' || lpad(g.i::text, 8, '0'),
              (u.insurance_until - interval '1 year' + interval '1 day')::date, u.insurance_until, 25000 + g.i % 70 * 500),
            (1, 'insurance', (array['SAA','CAAT','CAAR','Alliance','AXA'])[1 + g.i % 5], 'POL-' || lpad(g.i::text, 8, '0') || '-P',
              (u.insurance_until - interval '2 years' + interval '1 day')::date, (u.insurance_until - interval '1 year')::date,
              24000 + g.i % 70 * 500),
            (2, 'technical_inspection', null, 'CT-' || lpad((g.i * 13)::text, 8, '0'),
              (u.inspection_until - interval '1 year' + interval '1 day')::date, u.inspection_until, 2500),
            (3, 'vignette', null, null, date_trunc('year', current_date)::date,
              (date_trunc('year', current_date) + interval '1 year' - interval '1 day')::date, 3000 + g.i % 5 * 3000),
            (4, 'registration', null, lpad((g.i * 7 % 99999)::text, 5, '0'), c.created_at::date, null::date, 0)
          ) p(k, kind, company, reference, valid_from, valid_until, cost)
          where p.k <> 1 or g.i % 2 = 0) x`,
    ],
    [
      'paper charges',
      `insert into fund_transactions (id, created_at, type, amount, description, category, car_id,
          source, method, cheque_number, cheque_bank, user_id, drawer_day)
        select p.entry_id, p.valid_from - interval '3 days' + interval '10 hours' + p.h * interval '30 seconds',
          'add_charge', p.cost,
          ${paperCase('p.kind', 'description')} || p.label, ${paperCase('p.kind', 'category')},
          p.car_id, 'action', ${paperPay.method}, ${paperPay.number}, ${paperPay.bank}, ${owner},
          (p.valid_from - interval '3 days')::date
        from bench_papers p where p.cost > 0`,
    ],
    [
      'papers',
      `insert into car_papers (id, car_id, kind, company, reference, valid_from, valid_until, cost,
          fund_entry_id, created_by, created_at)
        select p.id, p.car_id, p.kind, p.company, p.reference, p.valid_from, p.valid_until, p.cost,
          p.entry_id, ${owner}, p.valid_from - interval '3 days' + interval '10 hours' + p.h * interval '30 seconds'
        from bench_papers p`,
    ],
  ];
}

/** a PostgreSQL database is wiped: only one whose name says it is a bench database, or with --force */
async function resetPostgres(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/bench/i.test(name) && !flag('force')) {
    throw new Error(
      `refusing to wipe database "${name}": use a database whose name contains "bench" (e.g. bench_l), or pass --force`,
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  await client.end();
}

export async function openTarget(target: Target): Promise<Database> {
  return openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
}

async function run(db: Database['db'] | Tx, label: string, statement: string) {
  const started = performance.now();
  await db.execute(sql.raw(statement));
  console.log(`  ${label.padEnd(18)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function generate(size: Size, target: Target): Promise<void> {
  const started = performance.now();
  if (target.kind === 'postgres') await resetPostgres(target.databaseUrl!);
  else rmSync(target.dataDir, { recursive: true, force: true });
  const database = await openTarget(target);
  try {
    const config = {
      ...loadConfig({
        ADMIN_EMAIL: BENCH_USER.email,
        ADMIN_PASSWORD: BENCH_USER.password,
        ADMIN_NAME: 'Bench Owner',
        BENEFIT_PIN: '2468',
      }),
    };
    await bootstrap(database.db, config, () => {});
    for (const [brand, models] of Object.entries(extraCatalogue)) {
      await database.db.execute(
        sql`insert into brands (name) values (${brand}) on conflict do nothing`,
      );
      for (const model of models) {
        await database.db.execute(
          sql`insert into models (brand_id, name)
            select id, ${model} from brands where lower(name) = lower(${brand})
            on conflict do nothing`,
        );
      }
    }
    console.log(
      `bench:data ${size} into ${target.kind === 'postgres' ? 'PostgreSQL' : target.dataDir}`,
    );
    // one transaction on one connection; row triggers (summaries, foreign keys) are off during
    // the bulk load, and the summaries are rebuilt from the rows at the end
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      for (const [label, statement] of fillStatements(size)) await run(tx, label, statement);
      await tx.execute(sql.raw('set local session_replication_role = origin'));
      const rebuild = await tx.execute(
        sql.raw(`select 1 from pg_proc where proname = 'rebuild_summaries'`),
      );
      if (rows(rebuild).length > 0) {
        await run(tx, 'summaries', 'select rebuild_summaries()');
      }
    });
    await run(database.db, 'vacuum analyze', 'vacuum analyze');
  } finally {
    await database.close();
  }
  console.log(`bench:data ${size} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1]?.endsWith('generate-data.ts')) {
  const size = sizeArgument();
  await generate(size, targetOf(size));
}
