CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_key" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED NOT NULL,
	"email" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_issued_on" date NOT NULL,
	"language" text NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"reason" text,
	"rental_id" uuid,
	"customer_id" uuid,
	"token_hash" text NOT NULL,
	"client_address" text NOT NULL,
	"mail" text DEFAULT 'not_sent' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_period_check" CHECK ("booking_requests"."end_at" > "booking_requests"."start_at"),
	CONSTRAINT "booking_requests_state_check" CHECK ("booking_requests"."state" in ('requested', 'confirmed', 'declined', 'expired', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "mail" jsonb;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_token_key" ON "booking_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_requests_live_idx" ON "booking_requests" USING btree ("car_id","start_at","end_at") WHERE "booking_requests"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "booking_requests_open_idx" ON "booking_requests" USING btree ("created_at","id") WHERE "booking_requests"."state" = 'requested';--> statement-breakpoint
CREATE INDEX "booking_requests_created_idx" ON "booking_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "booking_requests_address_idx" ON "booking_requests" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_phone_idx" ON "booking_requests" USING btree ("phone_key","created_at");