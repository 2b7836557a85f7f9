-- Issue 30: since 0030 no function calls summary_add(jsonb) any more: car_summary_refresh (through
-- which a sale and a car's own columns reach the totals too), rentals_apply and fund_apply add
-- through summary_add_car, summary_add_rentals and summary_add_fund. 0030's note that it stays
-- for the rarer writers was wrong; it goes.
DROP FUNCTION summary_add(jsonb);
