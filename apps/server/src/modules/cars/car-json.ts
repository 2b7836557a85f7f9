/**
 * A car as screens show it (the contract's CarView), written by the database as JSON
 * (issue 30 §2): the same join and the same fields as carViewQuery + toCarView
 * (car-view.repository.ts), as SQL text built once. Aliases: c cars, b brands, m models,
 * s suppliers, r the rental out, sa the sale.
 */

/** a timestamptz as JavaScript's toISOString writes it (milliseconds, UTC, Z) */
export const isoTime = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const carViewJoins = `cars c
  join brands b on b.id = c.brand_id
  join models m on m.id = c.model_id
  left join suppliers s on s.id = c.supplier_id
  left join rentals r on r.car_id = c.id and r.state = 'out'
  left join sales sa on sa.car_id = c.id`;

export const carJson = `json_build_object(
  'id', c.id, 'brandId', c.brand_id, 'brandName', b.name, 'brandLogo', b.logo,
  'modelId', c.model_id, 'modelName', m.name, 'year', c.year, 'dailyRate', c.daily_rate,
  'salePrice', c.sale_price, 'purchasePrice', c.purchase_price, 'supplierId', c.supplier_id,
  'supplierName', s.name, 'rating', c.rating, 'transmission', c.transmission, 'fuel', c.fuel,
  'plate', c.plate, 'color', c.color, 'mileageKm', c.mileage_km, 'images', c.images,
  'inGarage', c.in_garage, 'isPaid', c.is_paid, 'isRented', r.car_id is not null,
  'isForSale', c.is_for_sale, 'isSold', sa.car_id is not null,
  'rental', case when r.id is null then null else json_build_object(
    'id', r.id, 'rentedFrom', ${isoTime('r.start_at')}, 'rentedUntil', ${isoTime('r.end_at')},
    'rentalStartMileage', r.start_mileage, 'currentCustomerName', r.customer_name,
    'currentCustomerContact', r.customer_contact, 'currentCustomerEmail', r.customer_email,
    'currentCustomerLicense', r.customer_license, 'rentalPaymentType', r.payment_type,
    'advancePaid', r.advance_paid, 'contractNumber', r.contract_number,
    'pricing', r.quote->'pricing') end,
  'sale', case when sa.id is null then null else json_build_object(
    'id', sa.id, 'soldDate', ${isoTime('sa.sold_at')}, 'soldToCustomer', sa.customer_name,
    'soldToCustomerPhone', sa.customer_phone, 'soldToCustomerLicense', sa.customer_license,
    'finalSalePrice', sa.final_price, 'listedPrice', sa.listed_price) end,
  'createdAt', ${isoTime('c.created_at')})`;

/** SQL conditions for the car states of spec §4 (carIs of car-view.repository.ts) */
export const carIsSql = {
  live: 'c.deleted_at is null',
  rented: 'r.car_id is not null',
  notRented: 'r.car_id is null',
  sold: 'sa.car_id is not null',
  notSold: 'sa.car_id is null',
  available: 'c.in_garage and r.car_id is null and sa.car_id is null',
};
