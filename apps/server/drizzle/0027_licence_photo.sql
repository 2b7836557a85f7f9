ALTER TABLE "booking_requests" ADD COLUMN "licence_photo" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "licence_photo_uploads" integer DEFAULT 0 NOT NULL;