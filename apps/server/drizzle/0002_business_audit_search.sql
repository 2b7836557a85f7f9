CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"rental_id" uuid,
	"sale_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "benefit_unlocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "business_address" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "business_phone" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "business_email" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "business_logo" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "rc" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "nif" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "nis" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "ai" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_rental_key" ON "invoices" USING btree ("rental_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sale_key" ON "invoices" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "brands_name_trgm" ON "brands" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_plate_trgm" ON "cars" USING gin (lower("plate") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_color_trgm" ON "cars" USING gin (lower("color") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "models_name_trgm" ON "models" USING gin (lower("name") gin_trgm_ops);