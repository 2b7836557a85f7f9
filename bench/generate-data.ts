/**
 * `npm run bench:data -- --size S|M|L`: fills PGlite (bench/.data/<size>) or the PostgreSQL of
 * DATABASE_URL with a realistic business through the real schema and migrations. Every table
 * is filled by a few INSERT ... SELECT generate_series statements, so L takes minutes.
 */
import { rmSync } from 'node:fs';
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
