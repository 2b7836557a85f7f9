import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigrations } from './bundled-migrations.ts';
import { type Db, migrationsFolder } from './create-db.ts';
import * as schema from './schema.ts';

/**
 * Migration 0007 (issue 14 §3) files the people of the rentals and sales made before the
 * customer file: one customer per driving licence number (as licence_key keys it), then per
 * phone, then per name, the latest spelling kept, and every rental and sale attached.
 */
let client: PGlite;
let db: Db;
beforeAll(async () => {
  client = await PGlite.create({ extensions: { pg_trgm, btree_gist } });
  db = drizzle(client, { schema }) as unknown as Db;
  const migrations = readMigrationFiles({ migrationsFolder });
  const upTo0006 = 7;
  expect(migrations.length).toBeGreaterThanOrEqual(8);
  await applyMigrations(db, migrations.slice(0, upTo0006));
  await client.exec(`
    insert into brands (id, name) values ('00000000-0000-4000-8000-00000000000b', 'Renault');
    insert into models (id, brand_id, name) values
      ('00000000-0000-4000-8000-00000000000c', '00000000-0000-4000-8000-00000000000b', 'Clio');
    insert into cars (id, brand_id, model_id, mileage_km)
      select ('00000000-0000-4000-8000-0000000001' || lpad(n::text, 2, '0'))::uuid,
        '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c', 1000
      from generate_series(1, 9) n;
    insert into rentals (car_id, customer_name, customer_contact, customer_email, customer_license,
        payment_type, start_at, end_at, daily_rate, start_mileage, returned_at)
      values
      ('00000000-0000-4000-8000-000000000101', 'Karim Benali', '0555 12 34 56', 'k@example.dz', 'DZ-123 456', 'after', '2026-01-01', '2026-01-03', 100, 1000, '2026-01-03'),
      ('00000000-0000-4000-8000-000000000102', 'K. BENALI', '0555123456', 'k@example.dz', 'dz123456', 'after', '2026-02-01', '2026-02-03', 100, 1000, '2026-02-03'),
      ('00000000-0000-4000-8000-000000000103', 'Amel Saidi', '0550 00 00 01', 'a@example.dz', 'OR-1', 'after', '2026-03-01', '2026-03-03', 100, 1000, '2026-03-03'),
      ('00000000-0000-4000-8000-000000000104', 'Nour', '', 'n@example.dz', '', 'after', '2026-03-05', '2026-03-06', 100, 1000, null),
      ('00000000-0000-4000-8000-000000000108', 'Amel Saidi', '0550 00 00 01', 'a@example.dz', 'OR-1', 'after', '2099-03-01', '2099-03-03', 100, 1000, null);
    insert into rentals (car_id, customer_name, customer_contact, customer_email, customer_license,
        payment_type, start_at, end_at, daily_rate, start_mileage, returned_at, cancelled_at,
        total_days, total_amount)
      values
      ('00000000-0000-4000-8000-000000000109', 'Amel Saidi', '0550 00 00 01', 'a@example.dz', 'OR-1', 'after', '2026-05-01', '2026-05-03', 100, 1000, '2026-04-20', '2026-04-20', 0, 0);
    insert into sales (car_id, sold_at, customer_name, customer_phone, customer_license, final_price)
      values
      ('00000000-0000-4000-8000-000000000105', '2026-04-01', 'Karim Benali', '0555 12 34 56', 'DZ 123456', 5000),
      ('00000000-0000-4000-8000-000000000106', '2026-04-02', 'Yacine', '0661 22 33 44', '', 5000),
      ('00000000-0000-4000-8000-000000000107', '2026-04-03', 'Yacine H.', '0661223344', '', 5000);
  `);
  await applyMigrations(db, migrations);
});
afterAll(() => client.close());

const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

it('makes one customer per licence, then per phone, then per name, latest spelling kept', async () => {
  const customers = await rows<{
    full_name: string;
    licence_key: string | null;
    phone_key: string | null;
  }>('select full_name, licence_key, phone_key from customers order by full_name');
  expect(customers).toEqual(
    [
      // DZ-123 456, dz123456 and DZ 123456 are one licence; the sale of April is the latest
      { full_name: 'Karim Benali', licence_key: 'DZ123456', phone_key: '0555123456' },
      { full_name: 'Amel Saidi', licence_key: 'OR1', phone_key: '0550000001' },
      { full_name: 'Nour', licence_key: null, phone_key: null },
      // no licence: the same phone digits are one person
      { full_name: 'Yacine H.', licence_key: null, phone_key: '0661223344' },
    ].sort((a, b) => a.full_name.localeCompare(b.full_name)),
  );
});

it('0008: an open booking whose pickup is ahead is a reservation; the cancelled keep their state', async () => {
  const states = await rows<{ car: string; state: string }>(
    `select right(car_id::text, 3) as car, state from rentals order by car_id`,
  );
  expect(states).toEqual([
    { car: '101', state: 'returned' },
    { car: '102', state: 'returned' },
    { car: '103', state: 'returned' },
    { car: '104', state: 'out' },
    { car: '108', state: 'reserved' },
    { car: '109', state: 'cancelled' },
  ]);
  // the summaries count the out car as rented, not the reserved one
  const rented = await rows<{ n: string }>('select sum(rented)::text as n from summary_totals');
  expect(Number(rented[0]!.n)).toBe(1);
});

it('attaches every rental and sale to its customer', async () => {
  const orphans = await rows<{ n: number }>(
    `select (select count(*) from rentals where customer_id is null)
      + (select count(*) from sales where customer_id is null) as n`,
  );
  expect(Number(orphans[0]!.n)).toBe(0);
  const karim = await rows<{ rentals: number; sales: number }>(
    `select (select count(*) from rentals r where r.customer_id = c.id)::int as rentals,
      (select count(*) from sales s where s.customer_id = c.id)::int as sales
      from customers c where c.licence_key = 'DZ123456'`,
  );
  expect(karim).toEqual([{ rentals: 2, sales: 1 }]);
  const yacine = await rows<{ sales: number }>(
    `select count(*)::int as sales from sales s join customers c on c.id = s.customer_id
      where c.phone_key = '0661223344'`,
  );
  expect(yacine).toEqual([{ sales: 2 }]);
});
