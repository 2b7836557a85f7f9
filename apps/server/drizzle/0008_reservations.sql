-- Issue 14: reservations. A booking is `reserved` until the car is picked up, then `out`
-- (the specification's rented), then `returned`; or `cancelled` / `no_show`. Reserved and
-- out rows hold their period, and the database refuses two that overlap on one car
-- (rentals_no_overlap), so no race between two desks can double-book a car.
--
-- Rows are added as `returned` (a default PostgreSQL stores once, no rewrite of a
-- million rows), then the few open and cancelled ones are set; the default becomes `out`.
ALTER TABLE "rentals" ADD COLUMN "state" text DEFAULT 'returned' NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "state" SET DEFAULT 'out';--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "no_show_delay_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
-- the summaries count a car as rented while it is out (not while it is only reserved)
CREATE OR REPLACE FUNCTION car_summary_refresh(p_car uuid) RETURNS void LANGUAGE plpgsql AS $$
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
    is_rented := EXISTS (SELECT 1 FROM rentals WHERE car_id = p_car AND state = 'out');
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
CREATE OR REPLACE FUNCTION rentals_apply(olds rentals[], news rentals[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  t record;
BEGIN
  IF cardinality(olds) = 0 AND cardinality(news) = 0 THEN RETURN; END IF;
  -- cars whose rental went out, came back or moved: their states are recounted
  FOR r IN
    SELECT DISTINCT car_id FROM (
      (SELECT id, car_id FROM unnest(olds) WHERE state = 'out'
        EXCEPT SELECT id, car_id FROM unnest(news) WHERE state = 'out')
      UNION ALL
      (SELECT id, car_id FROM unnest(news) WHERE state = 'out'
        EXCEPT SELECT id, car_id FROM unnest(olds) WHERE state = 'out')) x
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
CREATE OR REPLACE FUNCTION rebuild_summaries() RETURNS void LANGUAGE plpgsql AS $$
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
    LEFT JOIN (SELECT DISTINCT car_id FROM rentals WHERE state = 'out') a ON a.car_id = c.id
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
-- the open bookings are out; then one whose pickup is still ahead (it was taking the car out
-- at once) becomes a reservation, and the summaries' triggers stop counting its car rented
UPDATE "rentals" SET "state" = 'out' WHERE "returned_at" IS NULL;--> statement-breakpoint
UPDATE "rentals" SET "state" = 'reserved' WHERE "state" = 'out' AND "start_at" > now();--> statement-breakpoint
UPDATE "rentals" SET "state" = 'cancelled' WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "rentals_one_active_per_car";--> statement-breakpoint
DROP INDEX "rentals_active_due_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_one_out_per_car" ON "rentals" USING btree ("car_id") WHERE "rentals"."state" = 'out';--> statement-breakpoint
CREATE INDEX "rentals_reserved_start_idx" ON "rentals" USING btree ("start_at","id") WHERE "rentals"."state" = 'reserved';--> statement-breakpoint
CREATE INDEX "rentals_out_due_idx" ON "rentals" USING btree (date_trunc('milliseconds', "end_at" at time zone 'UTC'),"id") WHERE "rentals"."state" = 'out';--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_state_check" CHECK ("rentals"."state" in ('reserved', 'out', 'returned', 'cancelled', 'no_show') and ("rentals"."returned_at" is null) = ("rentals"."state" in ('reserved', 'out')));--> statement-breakpoint
-- hand-written (drizzle cannot declare it): one car, no two open bookings over one moment
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_no_overlap" EXCLUDE USING gist
  ("car_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("state" IN ('reserved', 'out'));
