-- Issue 30 §3: the fund's kept-totals check (issue 28 §3) refuses in the database, so that the
-- statement that carries an action's audit row can carry its COMMIT too (one trip less). A
-- total of fund_category_totals past `bound` either way (MAX_TOTAL, in the check's text) is
-- refused with SQLSTATE TT001, the server's 409 total_too_large; the total is answered as text,
-- exactly, when it passes.
CREATE OR REPLACE FUNCTION fund_total_within(total numeric, bound numeric) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
  IF total > bound OR total < -bound THEN
    RAISE EXCEPTION 'a fund total past its bound' USING ERRCODE = 'TT001';
  END IF;
  RETURN total::text;
END $$;
