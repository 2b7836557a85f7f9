-- Issue 30: the rentals update trigger hands rentals_apply (0016's) only the rows whose counted
-- columns changed: the car, the state, the return time, the advance, and once returned the
-- total and the charges (a rental out counts its advance only). An extension's new end, a
-- contract's number, a deposit, or a charge added before the return's update leave every
-- summary as it is and now cost no summary work (0.28 ms of an extension's 0.42 ms update
-- at L). A row whose id is not on the other side is handed over whole.
CREATE OR REPLACE FUNCTION rentals_counted_change(o rentals, n rentals) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT (o.car_id, o.state, o.returned_at, o.advance_paid)
      IS DISTINCT FROM (n.car_id, n.state, n.returned_at, n.advance_paid)
    OR (coalesce(o.returned_at, n.returned_at) IS NOT NULL
      AND (o.total_amount, o.charges_total) IS DISTINCT FROM (n.total_amount, n.charges_total))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rentals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rentals_apply(
    ARRAY(SELECT ROW(o.*)::rentals FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
      WHERE n.id IS NULL OR rentals_counted_change(ROW(o.*)::rentals, ROW(n.*)::rentals)),
    ARRAY(SELECT ROW(n.*)::rentals FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
      WHERE o.id IS NULL OR rentals_counted_change(ROW(o.*)::rentals, ROW(n.*)::rentals)));
  RETURN NULL;
END $$;
