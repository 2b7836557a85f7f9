CREATE TABLE "rate_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text,
	"car_id" uuid,
	"seasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weekend" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_plans_scope_check" CHECK (("rate_plans"."category" is null) <> ("rate_plans"."car_id" is null))
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "extras" jsonb;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_category_key" ON "rate_plans" USING btree ("category") WHERE "rate_plans"."category" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_car_key" ON "rate_plans" USING btree ("car_id") WHERE "rate_plans"."car_id" is not null;