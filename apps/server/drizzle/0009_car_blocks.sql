CREATE TABLE "car_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_blocks_period_check" CHECK ("car_blocks"."end_at" > "car_blocks"."start_at")
);
--> statement-breakpoint
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- hand-written (drizzle cannot declare it): one car, no two blocked periods over one moment;
-- its GiST index also finds the blocks of a page of cars over the board's window
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_no_overlap" EXCLUDE USING gist
  ("car_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&);
