import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username'),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token; the token itself is never stored */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** last request seen: sessions idle for too long end */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the Total Benefit was last unlocked: the unlock lasts 15 minutes */
    benefitUnlockedAt: timestamp('benefit_unlocked_at', { withTimezone: true }),
    benefitUnlocked: boolean('benefit_unlocked').notNull().default(false),
    /** timestamps (ISO) of wrong PIN tries within the lock-out window */
    pinFailures: jsonb('pin_failures').$type<string[]>().notNull().default([]),
    pinLocked: boolean('pin_locked').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** a single row (id = 1) */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey(),
  benefitPinHash: text('benefit_pin_hash'),
  businessName: text('business_name'),
  businessAddress: text('business_address'),
  businessPhone: text('business_phone'),
  businessEmail: text('business_email'),
  businessLogo: text('business_logo'),
  /** Algerian identifiers printed on invoices */
  rc: text('rc'),
  nif: text('nif'),
  nis: text('nis'),
  ai: text('ai'),
  /** VAT rate in basis points (1900 = 19 %); null when VAT is off */
  vatRateBp: integer('vat_rate_bp'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    group: text('brand_group'),
    logo: text('logo'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('brands_name_key').on(sql`lower(${t.name})`),
    index('brands_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const models = pgTable(
  'models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('models_brand_name_key').on(t.brandId, sql`lower(${t.name})`),
    index('models_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const suppliers = pgTable('suppliers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  contact: text('contact'),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  /** the spec's optional opening `balance`, in centimes */
  openingBalance: money('opening_balance').notNull().default(0),
  createdAt: createdAt(),
});

export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    modelId: uuid('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'restrict' }),
    year: integer('year'),
    dailyRate: money('daily_rate'),
    salePrice: money('sale_price'),
    purchasePrice: money('purchase_price'),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    rating: real('rating').notNull().default(0),
    transmission: text('transmission', { enum: ['automatic', 'manual'] }),
    fuel: text('fuel'),
    plate: text('plate'),
    color: text('color'),
    mileageKm: integer('mileage_km').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    inGarage: boolean('in_garage').notNull().default(true),
    isPaid: boolean('is_paid').notNull().default(false),
    isForSale: boolean('is_for_sale').notNull().default(false),
    /** soft delete: history rows keep their car */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cars_created_idx').on(t.createdAt, t.id),
    index('cars_brand_idx').on(t.brandId),
    index('cars_supplier_idx').on(t.supplierId),
    index('cars_plate_trgm').using('gin', sql`lower(${t.plate}) gin_trgm_ops`),
    index('cars_color_trgm').using('gin', sql`lower(${t.color}) gin_trgm_ops`),
    check(
      'cars_money_check',
      sql`${t.dailyRate} >= 0 and ${t.salePrice} >= 0 and ${t.purchasePrice} >= 0`,
    ),
    check('cars_mileage_check', sql`${t.mileageKm} >= 0`),
    check('cars_year_check', sql`${t.year} between 1900 and 2030`),
  ],
);

export const rentals = pgTable(
  'rentals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerContact: text('customer_contact').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerLicense: text('customer_license').notNull(),
    paymentType: text('payment_type', { enum: ['advance', 'after'] }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** due time while active; actual return time once returned */
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    dailyRate: money('daily_rate').notNull(),
    startMileage: integer('start_mileage').notNull(),
    advancePaid: money('advance_paid').notNull().default(0),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    endMileage: integer('end_mileage'),
    totalDays: integer('total_days'),
    totalAmount: money('total_amount'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rentals_one_active_per_car').on(t.carId).where(sql`${t.returnedAt} is null`),
    index('rentals_car_idx').on(t.carId),
    index('rentals_returned_idx').on(t.returnedAt, t.id),
    check('rentals_period_check', sql`${t.endAt} >= ${t.startAt}`),
  ],
);

export const rentalCharges = pgTable(
  'rental_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['cleaning', 'repair', 'fuel', 'damage', 'other'] }).notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('rental_charges_rental_idx').on(t.rentalId),
    check('rental_charges_amount_check', sql`${t.amount} >= 0`),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerLicense: text('customer_license').notNull(),
    finalPrice: money('final_price').notNull(),
    listedPrice: money('listed_price'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_one_per_car').on(t.carId),
    index('sales_sold_idx').on(t.soldAt, t.id),
    check('sales_price_check', sql`${t.finalPrice} > 0`),
  ],
);

export const fundTransactions = pgTable(
  'fund_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    type: text('type', { enum: ['add_money', 'add_charge'] }).notNull(),
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    /** set when an action (not a person) posted the entry */
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    rentalId: uuid('rental_id'),
    saleId: uuid('sale_id'),
    source: text('source', { enum: ['manual', 'action'] })
      .notNull()
      .default('manual'),
  },
  (t) => [
    index('fund_created_idx').on(t.createdAt, t.id),
    index('fund_supplier_idx').on(t.supplierId),
    check('fund_amount_check', sql`${t.amount} >= 0`),
  ],
);

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  userId: uuid('user_id').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  body: jsonb('body'),
  createdAt: createdAt(),
});

/** failed sign-ins per account and per address: a growing delay after 5, a lock after 10 */
export const signInThrottles = pgTable('sign_in_throttles', {
  /** 'account:<lower e-mail or username>' or 'address:<ip>' */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** append-only: who did what, when, to which entity, with the amounts before and after */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id)],
);

/** an invoice: its number and a frozen copy of what it states */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['rental', 'sale'] }).notNull(),
    rentalId: uuid('rental_id'),
    saleId: uuid('sale_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
    data: jsonb('data').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_rental_key').on(t.rentalId),
    uniqueIndex('invoices_sale_key').on(t.saleId),
  ],
);
