-- Hand-written (issue 5): the statement-level triggers that keep summary_totals, car_summary, history_days
-- and supplier_totals equal to the rows, in the transaction of every write (whatever writes:
-- a service, a fixture or a hand-made UPDATE), and their first fill from existing rows.
-- Several summary_totals / history_days rows (shards, by backend) so that concurrent
-- transactions do not queue on one row; readers add the shards up.
CREATE FUNCTION summary_shard() RETURNS integer LANGUAGE sql STABLE AS $$ SELECT pg_backend_pid() % 8 $$
--> statement-breakpoint
-- the car states (spec §4) a car counts in, as bits; a soft-deleted car counts nowhere
CREATE FUNCTION car_state_flags(live boolean, in_garage boolean, is_paid boolean,
  is_for_sale boolean, sale_price bigint, daily_rate bigint, rented boolean, sold boolean)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN NOT live THEN 0 ELSE
      (CASE WHEN in_garage THEN 1 ELSE 0 END)
    | (CASE WHEN in_garage AND NOT rented THEN 2 ELSE 0 END)
    | (CASE WHEN in_garage AND NOT rented AND NOT sold THEN 4 ELSE 0 END)
    | (CASE WHEN rented THEN 8 ELSE 0 END)
    | (CASE WHEN in_garage AND is_for_sale THEN 16 ELSE 0 END)
    | (CASE WHEN in_garage AND is_paid THEN 32 ELSE 0 END)
    | (CASE WHEN in_garage AND NOT is_paid THEN 64 ELSE 0 END)
    | (CASE WHEN sold THEN 128 ELSE 0 END)
    | (CASE WHEN in_garage AND NOT rented AND NOT sold AND is_paid
        AND coalesce(daily_rate, 0) > 0 THEN 256 ELSE 0 END)
    | (CASE WHEN in_garage AND NOT rented AND NOT sold AND is_for_sale
        AND coalesce(sale_price, 0) > 0 THEN 512 ELSE 0 END)
  END $$
--> statement-breakpoint
-- adds a delta (jsonb of column -> amount; absent columns add 0) to this backend's shard
CREATE FUNCTION summary_add(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE d summary_totals;
BEGIN
  IF delta = '{}'::jsonb THEN RETURN; END IF;
  d := jsonb_populate_record(ROW(summary_shard(), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)::summary_totals, delta);
  INSERT INTO summary_totals SELECT d.*
    ON CONFLICT (shard) DO UPDATE SET
      in_garage = summary_totals.in_garage + excluded.in_garage,
      in_garage_not_rented = summary_totals.in_garage_not_rented + excluded.in_garage_not_rented,
      available = summary_totals.available + excluded.available,
      rented = summary_totals.rented + excluded.rented,
      for_sale = summary_totals.for_sale + excluded.for_sale,
      paid_in_garage = summary_totals.paid_in_garage + excluded.paid_in_garage,
      unpaid_in_garage = summary_totals.unpaid_in_garage + excluded.unpaid_in_garage,
      sold = summary_totals.sold + excluded.sold,
      rentable = summary_totals.rentable + excluded.rentable,
      listed_for_sale = summary_totals.listed_for_sale + excluded.listed_for_sale,
      sales = summary_totals.sales + excluded.sales,
      sales_revenue = summary_totals.sales_revenue + excluded.sales_revenue,
      sale_profit_total = summary_totals.sale_profit_total + excluded.sale_profit_total,
      sale_profit_count = summary_totals.sale_profit_count + excluded.sale_profit_count,
      rental_revenue = summary_totals.rental_revenue + excluded.rental_revenue,
      history_rentals = summary_totals.history_rentals + excluded.history_rentals,
      history_rental_revenue = summary_totals.history_rental_revenue + excluded.history_rental_revenue,
      fund_count = summary_totals.fund_count + excluded.fund_count,
      fund_balance = summary_totals.fund_balance + excluded.fund_balance,
      fund_charges = summary_totals.fund_charges + excluded.fund_charges,
      fund_rental_in = summary_totals.fund_rental_in + excluded.fund_rental_in,
      fund_rental_out = summary_totals.fund_rental_out + excluded.fund_rental_out;
END $$
--> statement-breakpoint
CREATE FUNCTION history_day_add(p_day date, p_rentals bigint, p_rental_revenue bigint,
  p_sales bigint, p_sales_revenue bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO history_days (day, shard, rentals, rental_revenue, sales, sales_revenue)
    VALUES (p_day, summary_shard(), p_rentals, p_rental_revenue, p_sales, p_sales_revenue)
    ON CONFLICT (day, shard) DO UPDATE SET
      rentals = history_days.rentals + excluded.rentals,
      rental_revenue = history_days.rental_revenue + excluded.rental_revenue,
      sales = history_days.sales + excluded.sales,
      sales_revenue = history_days.sales_revenue + excluded.sales_revenue
$$
--> statement-breakpoint
CREATE FUNCTION supplier_add(p_supplier uuid, p_purchases bigint, p_fund_net bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO supplier_totals (supplier_id, purchases, fund_net)
    VALUES (p_supplier, p_purchases, p_fund_net)
    ON CONFLICT (supplier_id) DO UPDATE SET
      purchases = supplier_totals.purchases + excluded.purchases,
      fund_net = supplier_totals.fund_net + excluded.fund_net
$$
--> statement-breakpoint
-- recomputes one car's row of car_summary from cars, rentals and sales, and moves the totals
-- and its supplier's purchases by the difference
CREATE FUNCTION car_summary_refresh(p_car uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c cars%ROWTYPE;
  s sales%ROWTYPE;
  o car_summary%ROWTYPE;
  n car_summary%ROWTYPE;
  is_rented boolean := false;
  is_sold boolean := false;
  car_found boolean;
BEGIN
  SELECT * INTO o FROM car_summary WHERE car_id = p_car FOR UPDATE;
  IF NOT FOUND THEN
    o.car_id := p_car; o.flags := 0; o.supplier_id := NULL; o.purchase := 0; o.sales := 0;
    o.sales_revenue := 0; o.sale_profit_total := 0; o.sale_profit_count := 0;
    o.history_rentals := 0; o.history_rental_revenue := 0;
  END IF;
  n := o;
  SELECT * INTO c FROM cars WHERE id = p_car;
  car_found := FOUND;
  IF car_found THEN
    is_rented := EXISTS (SELECT 1 FROM rentals WHERE car_id = p_car AND returned_at IS NULL);
    SELECT * INTO s FROM sales WHERE car_id = p_car;
    is_sold := FOUND;
    n.flags := car_state_flags(c.deleted_at IS NULL, c.in_garage, c.is_paid, c.is_for_sale,
      c.sale_price, c.daily_rate, is_rented, is_sold);
    n.supplier_id := c.supplier_id;
    n.purchase := coalesce(c.purchase_price, 0);
    n.sales := CASE WHEN is_sold THEN 1 ELSE 0 END;
    n.sales_revenue := CASE WHEN is_sold THEN s.final_price ELSE 0 END;
    n.sale_profit_total := CASE WHEN is_sold AND c.purchase_price IS NOT NULL
      THEN s.final_price - c.purchase_price ELSE 0 END;
    n.sale_profit_count := CASE WHEN is_sold AND c.purchase_price IS NOT NULL THEN 1 ELSE 0 END;
  ELSE
    n.flags := 0; n.supplier_id := NULL; n.purchase := 0; n.sales := 0; n.sales_revenue := 0;
    n.sale_profit_total := 0; n.sale_profit_count := 0;
  END IF;
  IF car_found THEN
    INSERT INTO car_summary SELECT n.*
      ON CONFLICT (car_id) DO UPDATE SET flags = excluded.flags,
        supplier_id = excluded.supplier_id, purchase = excluded.purchase, sales = excluded.sales,
        sales_revenue = excluded.sales_revenue, sale_profit_total = excluded.sale_profit_total,
        sale_profit_count = excluded.sale_profit_count;
  ELSE
    DELETE FROM car_summary WHERE car_id = p_car;
  END IF;
  PERFORM summary_add(jsonb_strip_nulls(jsonb_build_object(
    'in_garage', nullif(((n.flags >> 0) & 1) - ((o.flags >> 0) & 1), 0),
    'in_garage_not_rented', nullif(((n.flags >> 1) & 1) - ((o.flags >> 1) & 1), 0),
    'available', nullif(((n.flags >> 2) & 1) - ((o.flags >> 2) & 1), 0),
    'rented', nullif(((n.flags >> 3) & 1) - ((o.flags >> 3) & 1), 0),
    'for_sale', nullif(((n.flags >> 4) & 1) - ((o.flags >> 4) & 1), 0),
    'paid_in_garage', nullif(((n.flags >> 5) & 1) - ((o.flags >> 5) & 1), 0),
    'unpaid_in_garage', nullif(((n.flags >> 6) & 1) - ((o.flags >> 6) & 1), 0),
    'sold', nullif(((n.flags >> 7) & 1) - ((o.flags >> 7) & 1), 0),
    'rentable', nullif(((n.flags >> 8) & 1) - ((o.flags >> 8) & 1), 0),
    'listed_for_sale', nullif(((n.flags >> 9) & 1) - ((o.flags >> 9) & 1), 0),
    'sales', nullif(n.sales - o.sales, 0),
    'sales_revenue', nullif(n.sales_revenue - o.sales_revenue, 0),
    'sale_profit_total', nullif(n.sale_profit_total - o.sale_profit_total, 0),
    'sale_profit_count', nullif(n.sale_profit_count - o.sale_profit_count, 0))));
  IF o.supplier_id IS DISTINCT FROM n.supplier_id OR o.purchase <> n.purchase THEN
    IF o.supplier_id IS NOT NULL THEN PERFORM supplier_add(o.supplier_id, -o.purchase, 0); END IF;
    IF n.supplier_id IS NOT NULL THEN PERFORM supplier_add(n.supplier_id, n.purchase, 0); END IF;
  END IF;
END $$
--> statement-breakpoint
-- the figures a set of rental rows moves: rows leaving (olds, sign -1) and entering (news)
-- one statement's rows at a time, so a bulk INSERT ... SELECT costs a few set-based statements
CREATE FUNCTION rentals_apply(olds rentals[], news rentals[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  t record;
BEGIN
  IF cardinality(olds) = 0 AND cardinality(news) = 0 THEN RETURN; END IF;
  -- cars whose active rental appeared, went or moved: their states are recounted
  FOR r IN
    SELECT DISTINCT car_id FROM (
      (SELECT id, car_id FROM unnest(olds) WHERE returned_at IS NULL
        EXCEPT SELECT id, car_id FROM unnest(news) WHERE returned_at IS NULL)
      UNION ALL
      (SELECT id, car_id FROM unnest(news) WHERE returned_at IS NULL
        EXCEPT SELECT id, car_id FROM unnest(olds) WHERE returned_at IS NULL)) x
    ORDER BY car_id
  LOOP
    PERFORM car_summary_refresh(r.car_id);
  END LOOP;
  -- finished rentals: per car, in total, per day
  INSERT INTO car_summary (car_id, history_rentals, history_rental_revenue)
    SELECT car_id, sum(sign), sum(sign * amount)
    FROM (SELECT -1 AS sign, car_id, coalesce(total_amount, 0) AS amount
        FROM unnest(olds) WHERE returned_at IS NOT NULL
      UNION ALL SELECT 1, car_id, coalesce(total_amount, 0)
        FROM unnest(news) WHERE returned_at IS NOT NULL) d
    GROUP BY car_id HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
    ORDER BY car_id
    ON CONFLICT (car_id) DO UPDATE SET
      history_rentals = car_summary.history_rentals + excluded.history_rentals,
      history_rental_revenue = car_summary.history_rental_revenue + excluded.history_rental_revenue;
  SELECT coalesce(sum(sign * CASE WHEN returned_at IS NULL THEN advance_paid
        ELSE coalesce(total_amount, 0) END), 0) AS revenue,
      coalesce(sum(sign) FILTER (WHERE returned_at IS NOT NULL), 0) AS finished,
      coalesce(sum(sign * coalesce(total_amount, 0)) FILTER (WHERE returned_at IS NOT NULL), 0)
        AS finished_revenue
    INTO t
    FROM (SELECT -1 AS sign, o.returned_at, o.advance_paid, o.total_amount FROM unnest(olds) o
      UNION ALL SELECT 1, n.returned_at, n.advance_paid, n.total_amount FROM unnest(news) n) d;
  PERFORM summary_add(jsonb_strip_nulls(jsonb_build_object(
    'rental_revenue', nullif(t.revenue, 0),
    'history_rentals', nullif(t.finished, 0),
    'history_rental_revenue', nullif(t.finished_revenue, 0))));
  INSERT INTO history_days (day, shard, rentals, rental_revenue)
    SELECT day, summary_shard(), sum(sign), sum(sign * amount)
    FROM (SELECT -1 AS sign, (returned_at AT TIME ZONE 'UTC')::date AS day,
          coalesce(total_amount, 0) AS amount FROM unnest(olds) WHERE returned_at IS NOT NULL
      UNION ALL SELECT 1, (returned_at AT TIME ZONE 'UTC')::date, coalesce(total_amount, 0)
        FROM unnest(news) WHERE returned_at IS NOT NULL) d
    GROUP BY day HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
    ORDER BY day
    ON CONFLICT (day, shard) DO UPDATE SET
      rentals = history_days.rentals + excluded.rentals,
      rental_revenue = history_days.rental_revenue + excluded.rental_revenue;
END $$
--> statement-breakpoint
CREATE FUNCTION sales_apply(olds sales[], news sales[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF cardinality(olds) = 0 AND cardinality(news) = 0 THEN RETURN; END IF;
  FOR r IN
    SELECT DISTINCT car_id FROM (SELECT car_id FROM unnest(olds)
      UNION ALL SELECT car_id FROM unnest(news)) x ORDER BY car_id
  LOOP
    PERFORM car_summary_refresh(r.car_id);
  END LOOP;
  INSERT INTO history_days (day, shard, sales, sales_revenue)
    SELECT day, summary_shard(), sum(sign), sum(sign * final_price)
    FROM (SELECT -1 AS sign, (sold_at AT TIME ZONE 'UTC')::date AS day, final_price
        FROM unnest(olds)
      UNION ALL SELECT 1, (sold_at AT TIME ZONE 'UTC')::date, final_price FROM unnest(news)) d
    GROUP BY day HAVING sum(sign) <> 0 OR sum(sign * final_price) <> 0
    ORDER BY day
    ON CONFLICT (day, shard) DO UPDATE SET
      sales = history_days.sales + excluded.sales,
      sales_revenue = history_days.sales_revenue + excluded.sales_revenue;
END $$
--> statement-breakpoint
-- the cars whose counted columns changed are recounted
CREATE FUNCTION cars_apply(olds cars[], news cars[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF cardinality(olds) = 0 AND cardinality(news) = 0 THEN RETURN; END IF;
  FOR r IN
    SELECT DISTINCT id FROM (
      SELECT id, in_garage, is_paid, is_for_sale, sale_price, daily_rate, deleted_at,
          supplier_id, purchase_price FROM unnest(olds)
      EXCEPT ALL SELECT id, in_garage, is_paid, is_for_sale, sale_price, daily_rate, deleted_at,
          supplier_id, purchase_price FROM unnest(news)
      UNION ALL
      SELECT id, in_garage, is_paid, is_for_sale, sale_price, daily_rate, deleted_at,
          supplier_id, purchase_price FROM unnest(news)
      EXCEPT ALL SELECT id, in_garage, is_paid, is_for_sale, sale_price, daily_rate, deleted_at,
          supplier_id, purchase_price FROM unnest(olds)) x
    ORDER BY id
  LOOP
    PERFORM car_summary_refresh(r.id);
  END LOOP;
END $$
--> statement-breakpoint
CREATE FUNCTION fund_apply(olds fund_transactions[], news fund_transactions[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  IF cardinality(olds) = 0 AND cardinality(news) = 0 THEN RETURN; END IF;
  SELECT coalesce(sum(sign), 0) AS n,
      coalesce(sum(sign * CASE WHEN type = 'add_money' THEN amount ELSE -amount END), 0) AS balance,
      coalesce(sum(sign * amount) FILTER (WHERE type = 'add_charge'), 0) AS charges,
      coalesce(sum(sign * amount) FILTER (WHERE category = 'rental' AND type = 'add_money'), 0)
        AS rental_in,
      coalesce(sum(sign * amount) FILTER (WHERE category = 'rental' AND type = 'add_charge'), 0)
        AS rental_out
    INTO t
    FROM (SELECT -1 AS sign, o.type, o.amount, o.category FROM unnest(olds) o
      UNION ALL SELECT 1, n.type, n.amount, n.category FROM unnest(news) n) d;
  PERFORM summary_add(jsonb_strip_nulls(jsonb_build_object(
    'fund_count', nullif(t.n, 0), 'fund_balance', nullif(t.balance, 0),
    'fund_charges', nullif(t.charges, 0), 'fund_rental_in', nullif(t.rental_in, 0),
    'fund_rental_out', nullif(t.rental_out, 0))));
  -- a supplier charge (we paid them) raises its balance, supplier money lowers it
  INSERT INTO supplier_totals (supplier_id, fund_net)
    SELECT supplier_id, sum(sign * CASE WHEN type = 'add_charge' THEN amount ELSE -amount END)
    FROM (SELECT -1 AS sign, o.supplier_id, o.type, o.amount FROM unnest(olds) o
      UNION ALL SELECT 1, n.supplier_id, n.type, n.amount FROM unnest(news) n) d
    WHERE supplier_id IS NOT NULL
    GROUP BY supplier_id
    HAVING sum(sign * CASE WHEN type = 'add_charge' THEN amount ELSE -amount END) <> 0
    ORDER BY supplier_id
    ON CONFLICT (supplier_id) DO UPDATE SET fund_net = supplier_totals.fund_net + excluded.fund_net;
END $$
--> statement-breakpoint
CREATE FUNCTION rentals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM rentals_apply('{}', ARRAY(SELECT ROW(n.*)::rentals FROM new_rows n)); RETURN NULL; END $$
--> statement-breakpoint
CREATE FUNCTION rentals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rentals_apply(ARRAY(SELECT ROW(o.*)::rentals FROM old_rows o), ARRAY(SELECT ROW(n.*)::rentals FROM new_rows n));
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION rentals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM rentals_apply(ARRAY(SELECT ROW(o.*)::rentals FROM old_rows o), '{}'); RETURN NULL; END $$
--> statement-breakpoint
CREATE TRIGGER rentals_summary_insert AFTER INSERT ON rentals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rentals_inserted()
--> statement-breakpoint
CREATE TRIGGER rentals_summary_update AFTER UPDATE ON rentals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rentals_updated()
--> statement-breakpoint
CREATE TRIGGER rentals_summary_delete AFTER DELETE ON rentals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rentals_deleted()
--> statement-breakpoint
CREATE FUNCTION sales_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM sales_apply('{}', ARRAY(SELECT ROW(n.*)::sales FROM new_rows n)); RETURN NULL; END $$
--> statement-breakpoint
CREATE FUNCTION sales_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_apply(ARRAY(SELECT ROW(o.*)::sales FROM old_rows o), ARRAY(SELECT ROW(n.*)::sales FROM new_rows n));
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION sales_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM sales_apply(ARRAY(SELECT ROW(o.*)::sales FROM old_rows o), '{}'); RETURN NULL; END $$
--> statement-breakpoint
CREATE TRIGGER sales_summary_insert AFTER INSERT ON sales
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_inserted()
--> statement-breakpoint
CREATE TRIGGER sales_summary_update AFTER UPDATE ON sales
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_updated()
--> statement-breakpoint
CREATE TRIGGER sales_summary_delete AFTER DELETE ON sales
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_deleted()
--> statement-breakpoint
CREATE FUNCTION cars_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM cars_apply('{}', ARRAY(SELECT ROW(n.*)::cars FROM new_rows n)); RETURN NULL; END $$
--> statement-breakpoint
CREATE FUNCTION cars_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cars_apply(ARRAY(SELECT ROW(o.*)::cars FROM old_rows o), ARRAY(SELECT ROW(n.*)::cars FROM new_rows n));
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION cars_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM cars_apply(ARRAY(SELECT ROW(o.*)::cars FROM old_rows o), '{}'); RETURN NULL; END $$
--> statement-breakpoint
CREATE TRIGGER cars_summary_insert AFTER INSERT ON cars
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cars_inserted()
--> statement-breakpoint
CREATE TRIGGER cars_summary_update AFTER UPDATE ON cars
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cars_updated()
--> statement-breakpoint
CREATE TRIGGER cars_summary_delete AFTER DELETE ON cars
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cars_deleted()
--> statement-breakpoint
CREATE FUNCTION fund_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM fund_apply('{}', ARRAY(SELECT ROW(n.*)::fund_transactions FROM new_rows n)); RETURN NULL; END $$
--> statement-breakpoint
CREATE FUNCTION fund_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fund_apply(ARRAY(SELECT ROW(o.*)::fund_transactions FROM old_rows o), ARRAY(SELECT ROW(n.*)::fund_transactions FROM new_rows n));
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION fund_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM fund_apply(ARRAY(SELECT ROW(o.*)::fund_transactions FROM old_rows o), '{}'); RETURN NULL; END $$
--> statement-breakpoint
CREATE TRIGGER fund_summary_insert AFTER INSERT ON fund_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fund_inserted()
--> statement-breakpoint
CREATE TRIGGER fund_summary_update AFTER UPDATE ON fund_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fund_updated()
--> statement-breakpoint
CREATE TRIGGER fund_summary_delete AFTER DELETE ON fund_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fund_deleted()
--> statement-breakpoint
-- recomputes every summary from the rows (after a bulk load with triggers off, or a repair)
CREATE FUNCTION rebuild_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM summary_totals;
  DELETE FROM car_summary;
  DELETE FROM history_days;
  DELETE FROM supplier_totals;
  INSERT INTO car_summary (car_id, flags, supplier_id, purchase, sales, sales_revenue,
      sale_profit_total, sale_profit_count, history_rentals, history_rental_revenue)
    SELECT c.id,
      car_state_flags(c.deleted_at IS NULL, c.in_garage, c.is_paid, c.is_for_sale, c.sale_price,
        c.daily_rate, a.car_id IS NOT NULL, s.id IS NOT NULL),
      c.supplier_id, coalesce(c.purchase_price, 0),
      CASE WHEN s.id IS NOT NULL THEN 1 ELSE 0 END, coalesce(s.final_price, 0),
      CASE WHEN s.id IS NOT NULL AND c.purchase_price IS NOT NULL
        THEN s.final_price - c.purchase_price ELSE 0 END,
      CASE WHEN s.id IS NOT NULL AND c.purchase_price IS NOT NULL THEN 1 ELSE 0 END,
      coalesce(h.n, 0), coalesce(h.revenue, 0)
    FROM cars c
    LEFT JOIN (SELECT DISTINCT car_id FROM rentals WHERE returned_at IS NULL) a ON a.car_id = c.id
    LEFT JOIN sales s ON s.car_id = c.id
    LEFT JOIN (SELECT car_id, count(*) AS n, sum(coalesce(total_amount, 0)) AS revenue
      FROM rentals WHERE returned_at IS NOT NULL GROUP BY car_id) h ON h.car_id = c.id;
  INSERT INTO summary_totals (shard, in_garage, in_garage_not_rented, available, rented, for_sale, paid_in_garage, unpaid_in_garage, sold, rentable, listed_for_sale, sales, sales_revenue, sale_profit_total, sale_profit_count, rental_revenue, history_rentals, history_rental_revenue, fund_count, fund_balance, fund_charges, fund_rental_in, fund_rental_out)
  SELECT 0,
    coalesce(sum((flags >> 0) & 1), 0),
    coalesce(sum((flags >> 1) & 1), 0),
    coalesce(sum((flags >> 2) & 1), 0),
    coalesce(sum((flags >> 3) & 1), 0),
    coalesce(sum((flags >> 4) & 1), 0),
    coalesce(sum((flags >> 5) & 1), 0),
    coalesce(sum((flags >> 6) & 1), 0),
    coalesce(sum((flags >> 7) & 1), 0),
    coalesce(sum((flags >> 8) & 1), 0),
    coalesce(sum((flags >> 9) & 1), 0),
    coalesce(sum(sales), 0), coalesce(sum(sales_revenue), 0), coalesce(sum(sale_profit_total), 0),
    coalesce(sum(sale_profit_count), 0),
    (SELECT coalesce(sum(CASE WHEN returned_at IS NULL THEN advance_paid
      ELSE coalesce(total_amount, 0) END), 0) FROM rentals),
    coalesce(sum(history_rentals), 0), coalesce(sum(history_rental_revenue), 0),
    (SELECT count(*) FROM fund_transactions),
    (SELECT coalesce(sum(CASE WHEN type = 'add_money' THEN amount ELSE -amount END), 0)
      FROM fund_transactions),
    (SELECT coalesce(sum(amount), 0) FROM fund_transactions WHERE type = 'add_charge'),
    (SELECT coalesce(sum(amount), 0) FROM fund_transactions
      WHERE category = 'rental' AND type = 'add_money'),
    (SELECT coalesce(sum(amount), 0) FROM fund_transactions
      WHERE category = 'rental' AND type = 'add_charge')
  FROM car_summary;
  INSERT INTO history_days (day, shard, rentals, rental_revenue, sales, sales_revenue)
    SELECT day, 0, sum(rentals), sum(rental_revenue), sum(sales), sum(sales_revenue)
    FROM (SELECT (returned_at AT TIME ZONE 'UTC')::date AS day, 1 AS rentals,
          coalesce(total_amount, 0) AS rental_revenue, 0 AS sales, 0 AS sales_revenue
        FROM rentals WHERE returned_at IS NOT NULL
      UNION ALL
      SELECT (sold_at AT TIME ZONE 'UTC')::date, 0, 0, 1, final_price FROM sales) x
    GROUP BY day;
  INSERT INTO supplier_totals (supplier_id, purchases, fund_net)
    SELECT supplier_id, sum(purchases), sum(fund_net)
    FROM (SELECT supplier_id, coalesce(purchase_price, 0) AS purchases, 0 AS fund_net
        FROM cars WHERE supplier_id IS NOT NULL
      UNION ALL
      SELECT supplier_id, 0, CASE WHEN type = 'add_charge' THEN amount ELSE -amount END
        FROM fund_transactions WHERE supplier_id IS NOT NULL) x
    GROUP BY supplier_id;
END $$
--> statement-breakpoint
-- the car flags are correlated (a car for sale is in the garage): with these statistics the
-- planner sees it, and pages the for-sale and rentable grids by index instead of sorting them
CREATE STATISTICS cars_state_stats (dependencies, mcv) ON in_garage, is_for_sale, is_paid FROM cars
--> statement-breakpoint
SELECT rebuild_summaries();
