CREATE TABLE "car_fines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"scan" text,
	"fund_entry_id" uuid,
	"charged_to" text NOT NULL,
	"rental_id" uuid,
	"rental_charge_id" uuid,
	"recovered_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_fines_amount_check" CHECK ("car_fines"."amount" > 0),
	CONSTRAINT "car_fines_charged_check" CHECK (("car_fines"."charged_to" = 'agency') = ("car_fines"."rental_id" is null) and ("car_fines"."rental_charge_id" is null or "car_fines"."rental_id" is not null) and ("car_fines"."recovered_entry_id" is null or "car_fines"."rental_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "car_fines" ADD CONSTRAINT "car_fines_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_fines" ADD CONSTRAINT "car_fines_fund_entry_id_fund_transactions_id_fk" FOREIGN KEY ("fund_entry_id") REFERENCES "public"."fund_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_fines" ADD CONSTRAINT "car_fines_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_fines" ADD CONSTRAINT "car_fines_rental_charge_id_rental_charges_id_fk" FOREIGN KEY ("rental_charge_id") REFERENCES "public"."rental_charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_fines" ADD CONSTRAINT "car_fines_recovered_entry_id_fund_transactions_id_fk" FOREIGN KEY ("recovered_entry_id") REFERENCES "public"."fund_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_fines" ADD CONSTRAINT "car_fines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_fines_car_idx" ON "car_fines" USING btree ("car_id","issued_at");--> statement-breakpoint
CREATE INDEX "car_fines_rental_idx" ON "car_fines" USING btree ("rental_id") WHERE "car_fines"."rental_id" is not null;