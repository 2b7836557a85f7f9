ALTER TABLE "rentals" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'agent' NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('owner', 'manager', 'agent'));--> statement-breakpoint
-- Accounts made before roles existed could do everything: the oldest becomes the owner,
-- the others managers (they keep the desk and the records, and lose the accounts).
UPDATE "users" SET "role" = CASE
  WHEN "id" = (SELECT "id" FROM "users" ORDER BY "created_at", "id" LIMIT 1) THEN 'owner'
  ELSE 'manager'
END;
