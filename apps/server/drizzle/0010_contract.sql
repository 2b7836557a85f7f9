CREATE SEQUENCE "public"."contract_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "rental_inspections" (
	"rental_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"odometer_km" integer NOT NULL,
	"fuel_eighths" integer NOT NULL,
	"marks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accessories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature" text,
	CONSTRAINT "rental_inspections_rental_id_kind_pk" PRIMARY KEY("rental_id","kind"),
	CONSTRAINT "rental_inspections_kind_check" CHECK ("rental_inspections"."kind" in ('out', 'in')),
	CONSTRAINT "rental_inspections_fuel_check" CHECK ("rental_inspections"."fuel_eighths" between 0 and 8)
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "contract_terms" jsonb;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "contract_number" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_amount" bigint;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_method" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_reference" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_bank" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_retained" bigint;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "deposit_retain_reason" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "contract" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_contract_number_key" ON "rentals" USING btree ("contract_number");--> statement-breakpoint
CREATE INDEX "rentals_deposit_held_idx" ON "rentals" USING btree ("deposit_taken_at","id") WHERE "rentals"."deposit_taken_at" is not null and "rentals"."deposit_settled_at" is null;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_deposit_check" CHECK (("rentals"."deposit_taken_at" is null) = ("rentals"."deposit_amount" is null) and ("rentals"."deposit_taken_at" is null) = ("rentals"."deposit_method" is null) and ("rentals"."deposit_settled_at" is null or "rentals"."deposit_taken_at" is not null));