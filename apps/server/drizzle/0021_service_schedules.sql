ALTER TABLE "cars" ADD COLUMN "service_schedules" jsonb;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "service_schedules" jsonb;