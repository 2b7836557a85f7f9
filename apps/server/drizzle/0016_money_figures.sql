CREATE TABLE "fund_category_totals" (
	"type" text NOT NULL,
	"category" text NOT NULL,
	"shard" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "fund_category_totals_type_category_shard_pk" PRIMARY KEY("type","category","shard")
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "charges_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (issue 28 §10): the charges at return are rental revenue. A rental's charges
-- total is kept on its row by the triggers of rental_charges (whatever writes them), so the
-- summaries of 0004/0008 count a finished rental's total plus its charges; and the fund's
-- entries are summed per type and category, from which the money figures are computed
-- (fundFigures in packages/domain/src/fund/money-figures.ts).
CREATE FUNCTION rental_charges_apply(olds rental_charges[], news rental_charges[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(olds) = 0 AND cardinality(news) = 0 THEN RETURN; END IF;
  -- a rental deleted with its charges (on delete cascade) is gone already: nothing to update
  UPDATE rentals r SET charges_total = r.charges_total + d.delta
    FROM (SELECT rental_id, sum(sign * amount) AS delta
      FROM (SELECT -1 AS sign, o.rental_id, o.amount FROM unnest(olds) o
        UNION ALL SELECT 1, n.rental_id, n.amount FROM unnest(news) n) x
      GROUP BY rental_id HAVING sum(sign * amount) <> 0) d
    WHERE r.id = d.rental_id;
END $$
--> statement-breakpoint
CREATE FUNCTION rental_charges_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM rental_charges_apply('{}', ARRAY(SELECT ROW(n.*)::rental_charges FROM new_rows n)); RETURN NULL; END $$
--> statement-breakpoint
CREATE FUNCTION rental_charges_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rental_charges_apply(ARRAY(SELECT ROW(o.*)::rental_charges FROM old_rows o), ARRAY(SELECT ROW(n.*)::rental_charges FROM new_rows n));
  RETURN NULL;
END $$
--> statement-breakpoint
CREATE FUNCTION rental_charges_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM rental_charges_apply(ARRAY(SELECT ROW(o.*)::rental_charges FROM old_rows o), '{}'); RETURN NULL; END $$
--> statement-breakpoint
CREATE TRIGGER rental_charges_total_insert AFTER INSERT ON rental_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rental_charges_inserted()
--> statement-breakpoint
CREATE TRIGGER rental_charges_total_update AFTER UPDATE ON rental_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rental_charges_updated()
--> statement-breakpoint
CREATE TRIGGER rental_charges_total_delete AFTER DELETE ON rental_charges
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rental_charges_deleted()
--> statement-breakpoint
-- 0008's, with a finished rental's revenue = its total plus its charges
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
    FROM (SELECT -1 AS sign, car_id, coalesce(total_amount, 0) + charges_total AS amount
        FROM unnest(olds) WHERE returned_at IS NOT NULL
      UNION ALL SELECT 1, car_id, coalesce(total_amount, 0) + charges_total
        FROM unnest(news) WHERE returned_at IS NOT NULL) d
    GROUP BY car_id HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
    ORDER BY car_id
    ON CONFLICT (car_id) DO UPDATE SET
      history_rentals = car_summary.history_rentals + excluded.history_rentals,
      history_rental_revenue = car_summary.history_rental_revenue + excluded.history_rental_revenue;
  SELECT coalesce(sum(sign * CASE WHEN returned_at IS NULL THEN advance_paid
        ELSE coalesce(total_amount, 0) + charges_total END), 0) AS revenue,
      coalesce(sum(sign) FILTER (WHERE returned_at IS NOT NULL), 0) AS finished,
      coalesce(sum(sign * (coalesce(total_amount, 0) + charges_total))
        FILTER (WHERE returned_at IS NOT NULL), 0) AS finished_revenue
    INTO t
    FROM (SELECT -1 AS sign, o.returned_at, o.advance_paid, o.total_amount, o.charges_total
        FROM unnest(olds) o
      UNION ALL SELECT 1, n.returned_at, n.advance_paid, n.total_amount, n.charges_total
        FROM unnest(news) n) d;
  PERFORM summary_add(jsonb_strip_nulls(jsonb_build_object(
    'rental_revenue', nullif(t.revenue, 0),
    'history_rentals', nullif(t.finished, 0),
    'history_rental_revenue', nullif(t.finished_revenue, 0))));
  INSERT INTO history_days (day, shard, rentals, rental_revenue)
    SELECT day, summary_shard(), sum(sign), sum(sign * amount)
    FROM (SELECT -1 AS sign, (returned_at AT TIME ZONE 'UTC')::date AS day,
          coalesce(total_amount, 0) + charges_total AS amount
        FROM unnest(olds) WHERE returned_at IS NOT NULL
      UNION ALL SELECT 1, (returned_at AT TIME ZONE 'UTC')::date,
          coalesce(total_amount, 0) + charges_total
        FROM unnest(news) WHERE returned_at IS NOT NULL) d
    GROUP BY day HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0
    ORDER BY day
    ON CONFLICT (day, shard) DO UPDATE SET
      rentals = history_days.rentals + excluded.rentals,
      rental_revenue = history_days.rental_revenue + excluded.rental_revenue;
END $$
--> statement-breakpoint
-- 0004's, and the entries summed per type and category
CREATE OR REPLACE FUNCTION fund_apply(olds fund_transactions[], news fund_transactions[]) RETURNS void
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
  INSERT INTO fund_category_totals (type, category, shard, amount)
    SELECT type, category, summary_shard(), sum(sign * amount)
    FROM (SELECT -1 AS sign, o.type, o.category, o.amount FROM unnest(olds) o
      UNION ALL SELECT 1, n.type, n.category, n.amount FROM unnest(news) n) d
    GROUP BY type, category HAVING sum(sign * amount) <> 0
    ORDER BY type, category
    ON CONFLICT (type, category, shard) DO UPDATE SET
      amount = fund_category_totals.amount + excluded.amount;
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
-- 0008's, with the charges (each rental's total first set from its rows: a bulk load with the
-- triggers off left it behind) and the fund's sums per type and category
CREATE OR REPLACE FUNCTION rebuild_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rentals r SET charges_total = x.total
    FROM (SELECT p.id, coalesce(sum(c.amount), 0) AS total
      FROM rentals p LEFT JOIN rental_charges c ON c.rental_id = p.id GROUP BY p.id) x
    WHERE x.id = r.id AND r.charges_total <> x.total;
  DELETE FROM summary_totals;
  DELETE FROM car_summary;
  DELETE FROM history_days;
  DELETE FROM supplier_totals;
  DELETE FROM fund_category_totals;
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
    LEFT JOIN (SELECT car_id, count(*) AS n, sum(coalesce(total_amount, 0) + charges_total) AS revenue
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
      ELSE coalesce(total_amount, 0) + charges_total END), 0) FROM rentals),
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
          coalesce(total_amount, 0) + charges_total AS rental_revenue, 0 AS sales,
          0 AS sales_revenue
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
  INSERT INTO fund_category_totals (type, category, shard, amount)
    SELECT type, category, 0, sum(amount) FROM fund_transactions GROUP BY type, category;
END $$
--> statement-breakpoint
-- 0004's, with its set operations grouped: ungrouped, `A EXCEPT ALL B UNION ALL B EXCEPT ALL A`
-- reads `((A EXCEPT ALL B) UNION ALL B) EXCEPT ALL A`, which is empty when a car row is deleted,
-- so a car deleted outright (never by the app, which marks it deleted, but by a test's reset or
-- a hand-made DELETE) kept counting in the cards
CREATE OR REPLACE FUNCTION cars_apply(olds cars[], news cars[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF cardinality(olds) = 0 AND cardinality(news) = 0 THEN RETURN; END IF;
  FOR r IN
    SELECT DISTINCT id FROM (
      (SELECT id, in_garage, is_paid, is_for_sale, sale_price, daily_rate, deleted_at,
          supplier_id, purchase_price FROM unnest(olds)
      EXCEPT ALL SELECT id, in_garage, is_paid, is_for_sale, sale_price, daily_rate, deleted_at,
          supplier_id, purchase_price FROM unnest(news))
      UNION ALL
      (SELECT id, in_garage, is_paid, is_for_sale, sale_price, daily_rate, deleted_at,
          supplier_id, purchase_price FROM unnest(news)
      EXCEPT ALL SELECT id, in_garage, is_paid, is_for_sale, sale_price, daily_rate, deleted_at,
          supplier_id, purchase_price FROM unnest(olds))) x
    ORDER BY id
  LOOP
    PERFORM car_summary_refresh(r.id);
  END LOOP;
END $$
--> statement-breakpoint
-- the charges of the rentals already returned, then every summary again from the rows
SELECT rebuild_summaries();
