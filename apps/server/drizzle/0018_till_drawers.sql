CREATE TABLE "drawers" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opening_float" bigint,
	"expected_cash" bigint,
	"counted_cash" bigint,
	"difference" bigint,
	"handed_over" bigint,
	"cheques_expected" integer,
	"cheques_counted" integer,
	"denominations" jsonb,
	"reason" text,
	"difference_entry_id" uuid,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"reopened_by" uuid,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	CONSTRAINT "drawers_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "drawers_closed_check" CHECK ("drawers"."status" = 'open' or ("drawers"."counted_cash" is not null and "drawers"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD COLUMN "method" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD COLUMN "cheque_number" text;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD COLUMN "cheque_bank" text;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD COLUMN "drawer_day" date;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD COLUMN "corrects_id" uuid;--> statement-breakpoint
ALTER TABLE "drawers" ADD CONSTRAINT "drawers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawers" ADD CONSTRAINT "drawers_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawers" ADD CONSTRAINT "drawers_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawers_day_idx" ON "drawers" USING btree ("day");--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_transactions_corrects_id_fund_transactions_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."fund_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_drawer_idx" ON "fund_transactions" USING btree ("drawer_day","user_id");--> statement-breakpoint
CREATE INDEX "fund_rental_idx" ON "fund_transactions" USING btree ("rental_id") WHERE "fund_transactions"."rental_id" is not null;--> statement-breakpoint
CREATE INDEX "fund_sale_idx" ON "fund_transactions" USING btree ("sale_id") WHERE "fund_transactions"."sale_id" is not null;--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_cheque_check" CHECK (("fund_transactions"."method" = 'cheque') = ("fund_transactions"."cheque_number" is not null and "fund_transactions"."cheque_bank" is not null));--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_drawer_check" CHECK (("fund_transactions"."user_id" is null) = ("fund_transactions"."drawer_day" is null));--> statement-breakpoint
ALTER TABLE "fund_transactions" ADD CONSTRAINT "fund_method_check" CHECK ("fund_transactions"."method" in ('cash', 'cheque', 'card', 'transfer'));--> statement-breakpoint
-- Hand-written (issue 31 §2, §4): a closed drawer stays closed, whatever writes the fund. An
-- entry booked to a drawer makes its row if needed and holds it FOR SHARE until its
-- transaction ends; a close holds it FOR UPDATE. So an entry booked while its drawer is being
-- closed either commits first (the close waits, then counts it) or waits for the close and is
-- refused here (SQLSTATE DR001, the server's 409 drawer_closed). An entry of a closed drawer
-- cannot be deleted, nor its money, method, drawer or time changed (its links to a car or a
-- supplier may still be cleared when those are deleted).
CREATE FUNCTION fund_drawer_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    IF TG_OP = 'DELETE' OR (OLD.type, OLD.amount, OLD.method, OLD.cheque_number, OLD.cheque_bank,
        OLD.user_id, OLD.drawer_day, OLD.created_at, OLD.category, OLD.description, OLD.corrects_id)
      IS DISTINCT FROM (NEW.type, NEW.amount, NEW.method, NEW.cheque_number, NEW.cheque_bank,
        NEW.user_id, NEW.drawer_day, NEW.created_at, NEW.category, NEW.description, NEW.corrects_id) THEN
      SELECT status INTO kept FROM drawers
        WHERE user_id = OLD.user_id AND day = OLD.drawer_day FOR SHARE;
      IF kept = 'closed' THEN
        RAISE EXCEPTION 'the drawer of % on % is closed', OLD.user_id, OLD.drawer_day
          USING ERRCODE = 'DR001';
      END IF;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL
      AND (TG_OP = 'INSERT' OR (NEW.user_id, NEW.drawer_day) IS DISTINCT FROM (OLD.user_id, OLD.drawer_day)) THEN
    INSERT INTO drawers (user_id, day) VALUES (NEW.user_id, NEW.drawer_day) ON CONFLICT DO NOTHING;
    SELECT status INTO kept FROM drawers
      WHERE user_id = NEW.user_id AND day = NEW.drawer_day FOR SHARE;
    IF kept = 'closed' THEN
      RAISE EXCEPTION 'the drawer of % on % is closed', NEW.user_id, NEW.drawer_day
        USING ERRCODE = 'DR001';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER fund_drawer_guard BEFORE INSERT OR UPDATE OR DELETE ON fund_transactions
  FOR EACH ROW EXECUTE FUNCTION fund_drawer_guard();
