CREATE TABLE "car_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"company" text,
	"reference" text,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"scan" text,
	"cost" bigint NOT NULL,
	"fund_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_papers_cost_check" CHECK ("car_papers"."cost" >= 0),
	CONSTRAINT "car_papers_period_check" CHECK ("car_papers"."valid_until" >= "car_papers"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "car_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"type" text NOT NULL,
	"done_on" date NOT NULL,
	"odometer" integer,
	"supplier_id" uuid,
	"cost" bigint NOT NULL,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fund_entry_id" uuid,
	"block_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_services_cost_check" CHECK ("car_services"."cost" >= 0),
	CONSTRAINT "car_services_odometer_check" CHECK ("car_services"."odometer" >= 0)
);
--> statement-breakpoint
ALTER TABLE "car_papers" ADD CONSTRAINT "car_papers_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_papers" ADD CONSTRAINT "car_papers_fund_entry_id_fund_transactions_id_fk" FOREIGN KEY ("fund_entry_id") REFERENCES "public"."fund_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_papers" ADD CONSTRAINT "car_papers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_services" ADD CONSTRAINT "car_services_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_services" ADD CONSTRAINT "car_services_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_services" ADD CONSTRAINT "car_services_fund_entry_id_fund_transactions_id_fk" FOREIGN KEY ("fund_entry_id") REFERENCES "public"."fund_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_services" ADD CONSTRAINT "car_services_block_id_car_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."car_blocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_services" ADD CONSTRAINT "car_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_papers_car_idx" ON "car_papers" USING btree ("car_id","kind","valid_until");--> statement-breakpoint
CREATE INDEX "car_services_car_idx" ON "car_services" USING btree ("car_id","done_on","id");