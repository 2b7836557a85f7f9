CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text,
	"licence_number" text,
	"licence_issued_on" date,
	"id_number" text,
	"birth_date" date,
	"address" text,
	"notes" text,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"licence_key" text GENERATED ALWAYS AS (nullif(upper(regexp_replace(coalesce(licence_number, ''), '[^0-9A-Za-z]', '', 'g')), '')) STORED,
	"phone_key" text GENERATED ALWAYS AS (nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')) STORED,
	"do_not_rent" boolean DEFAULT false NOT NULL,
	"do_not_rent_reason" text,
	"do_not_rent_by" uuid,
	"do_not_rent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_do_not_rent_by_users_id_fk" FOREIGN KEY ("do_not_rent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_licence_key" ON "customers" USING btree ("licence_key");--> statement-breakpoint
CREATE INDEX "customers_phone_key_idx" ON "customers" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_trgm" ON "customers" USING gin ("phone_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_licence_trgm" ON "customers" USING gin ("licence_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_flagged_idx" ON "customers" USING btree (lower("full_name"),"id") WHERE "customers"."do_not_rent";--> statement-breakpoint
-- Issue 14: every person who rented or bought before the customer file becomes a customer,
-- merged on the driving licence number (as licence_key keys it), then the phone's digits,
-- then the name; each takes the spelling of its most recent booking or sale.
INSERT INTO "customers" ("full_name", "phone", "email", "licence_number")
SELECT DISTINCT ON ("k") "full_name", "phone", "email", "licence"
FROM (
  SELECT *, coalesce('L' || "lk", 'P' || "pk", 'N' || lower("full_name")) AS "k"
  FROM (
    SELECT "customer_name" AS "full_name", nullif("customer_contact", '') AS "phone",
      nullif("customer_email", '') AS "email", nullif("customer_license", '') AS "licence",
      "start_at" AS "seen",
      nullif(upper(regexp_replace("customer_license", '[^0-9A-Za-z]', '', 'g')), '') AS "lk",
      nullif(regexp_replace("customer_contact", '[^0-9]', '', 'g'), '') AS "pk"
    FROM "rentals"
    UNION ALL
    SELECT "customer_name", nullif("customer_phone", ''), NULL, nullif("customer_license", ''),
      "sold_at",
      nullif(upper(regexp_replace("customer_license", '[^0-9A-Za-z]', '', 'g')), ''),
      nullif(regexp_replace("customer_phone", '[^0-9]', '', 'g'), '')
    FROM "sales"
  ) AS "people"
) AS "keyed"
ORDER BY "k", "seen" DESC;--> statement-breakpoint
UPDATE "rentals" SET "customer_id" = "c"."id" FROM "customers" AS "c"
WHERE "c"."licence_key" = nullif(upper(regexp_replace("rentals"."customer_license", '[^0-9A-Za-z]', '', 'g')), '');--> statement-breakpoint
UPDATE "rentals" SET "customer_id" = "c"."id" FROM "customers" AS "c"
WHERE "rentals"."customer_id" IS NULL AND "c"."licence_key" IS NULL
  AND "c"."phone_key" = nullif(regexp_replace("rentals"."customer_contact", '[^0-9]', '', 'g'), '');--> statement-breakpoint
UPDATE "rentals" SET "customer_id" = "c"."id" FROM "customers" AS "c"
WHERE "rentals"."customer_id" IS NULL AND "c"."licence_key" IS NULL AND "c"."phone_key" IS NULL
  AND lower("c"."full_name") = lower("rentals"."customer_name");--> statement-breakpoint
UPDATE "sales" SET "customer_id" = "c"."id" FROM "customers" AS "c"
WHERE "c"."licence_key" = nullif(upper(regexp_replace("sales"."customer_license", '[^0-9A-Za-z]', '', 'g')), '');--> statement-breakpoint
UPDATE "sales" SET "customer_id" = "c"."id" FROM "customers" AS "c"
WHERE "sales"."customer_id" IS NULL AND "c"."licence_key" IS NULL
  AND "c"."phone_key" = nullif(regexp_replace("sales"."customer_phone", '[^0-9]', '', 'g'), '');--> statement-breakpoint
UPDATE "sales" SET "customer_id" = "c"."id" FROM "customers" AS "c"
WHERE "sales"."customer_id" IS NULL AND "c"."licence_key" IS NULL AND "c"."phone_key" IS NULL
  AND lower("c"."full_name") = lower("sales"."customer_name");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rentals_customer_idx" ON "rentals" USING btree ("customer_id","start_at");--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id","sold_at");