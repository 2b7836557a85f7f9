CREATE TABLE "car_summary" (
	"car_id" uuid PRIMARY KEY NOT NULL,
	"flags" integer DEFAULT 0 NOT NULL,
	"supplier_id" uuid,
	"purchase" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"sales_revenue" bigint DEFAULT 0 NOT NULL,
	"sale_profit_total" bigint DEFAULT 0 NOT NULL,
	"sale_profit_count" bigint DEFAULT 0 NOT NULL,
	"history_rentals" bigint DEFAULT 0 NOT NULL,
	"history_rental_revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_days" (
	"day" date NOT NULL,
	"shard" integer NOT NULL,
	"rentals" bigint DEFAULT 0 NOT NULL,
	"rental_revenue" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"sales_revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "history_days_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "summary_totals" (
	"shard" integer PRIMARY KEY NOT NULL,
	"in_garage" bigint DEFAULT 0 NOT NULL,
	"in_garage_not_rented" bigint DEFAULT 0 NOT NULL,
	"available" bigint DEFAULT 0 NOT NULL,
	"rented" bigint DEFAULT 0 NOT NULL,
	"for_sale" bigint DEFAULT 0 NOT NULL,
	"paid_in_garage" bigint DEFAULT 0 NOT NULL,
	"unpaid_in_garage" bigint DEFAULT 0 NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	"rentable" bigint DEFAULT 0 NOT NULL,
	"listed_for_sale" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"sales_revenue" bigint DEFAULT 0 NOT NULL,
	"sale_profit_total" bigint DEFAULT 0 NOT NULL,
	"sale_profit_count" bigint DEFAULT 0 NOT NULL,
	"rental_revenue" bigint DEFAULT 0 NOT NULL,
	"history_rentals" bigint DEFAULT 0 NOT NULL,
	"history_rental_revenue" bigint DEFAULT 0 NOT NULL,
	"fund_count" bigint DEFAULT 0 NOT NULL,
	"fund_balance" bigint DEFAULT 0 NOT NULL,
	"fund_charges" bigint DEFAULT 0 NOT NULL,
	"fund_rental_in" bigint DEFAULT 0 NOT NULL,
	"fund_rental_out" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_totals" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"purchases" bigint DEFAULT 0 NOT NULL,
	"fund_net" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cars_model_idx" ON "cars" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "cars_garage_created_idx" ON "cars" USING btree ("created_at","id") WHERE "cars"."deleted_at" is null and "cars"."in_garage";--> statement-breakpoint
CREATE INDEX "cars_garage_created_ms_idx" ON "cars" USING btree (date_trunc('milliseconds', "created_at" at time zone 'UTC'),"id") WHERE "cars"."deleted_at" is null and "cars"."in_garage";--> statement-breakpoint
CREATE INDEX "cars_for_sale_idx" ON "cars" USING btree ("sale_price","id") WHERE "cars"."deleted_at" is null and "cars"."is_for_sale";--> statement-breakpoint
CREATE INDEX "rentals_active_due_idx" ON "rentals" USING btree (date_trunc('milliseconds', "end_at" at time zone 'UTC'),"id") WHERE "rentals"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "rentals_car_returned_idx" ON "rentals" USING btree ("car_id","returned_at");