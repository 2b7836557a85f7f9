ALTER TABLE "rentals" ADD COLUMN "contract_signed" jsonb;--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "booked_end_at" timestamp with time zone;--> statement-breakpoint
-- the booked end of a rental already returned: the rental before its return, as the audit log kept it
UPDATE "rentals" AS r SET "booked_end_at" = (
	SELECT (a."before"->'rental'->>'endAt')::timestamptz FROM "audit_log" AS a
	WHERE a."action" = 'returnCar' AND a."entity" = 'rental' AND a."entity_id" = r."id"::text
		AND a."before"->'rental'->>'endAt' IS NOT NULL
	ORDER BY a."at" DESC LIMIT 1
) WHERE r."state" = 'returned' AND r."returned_at" IS NOT NULL;--> statement-breakpoint
-- the contracts already signed: the period their check-out gave (audit log), else the booked one;
-- the terms in force now, the only ones known
UPDATE "rentals" AS r SET "contract_signed" = jsonb_build_object(
	'startAt', COALESCE(
		(SELECT a."after"->'rental'->>'startDate' FROM "audit_log" AS a
			WHERE a."action" = 'checkOutRental' AND a."entity" = 'rental' AND a."entity_id" = r."id"::text
			ORDER BY a."at" DESC LIMIT 1),
		to_json(r."start_at")#>>'{}'),
	'dueAt', COALESCE(
		(SELECT a."after"->'rental'->>'endDate' FROM "audit_log" AS a
			WHERE a."action" = 'checkOutRental' AND a."entity" = 'rental' AND a."entity_id" = r."id"::text
			ORDER BY a."at" DESC LIMIT 1),
		to_json(COALESCE(r."booked_end_at", r."end_at"))#>>'{}'),
	'terms', (COALESCE((SELECT s."contract" FROM "settings" AS s WHERE s."id" = 1), '{}'::jsonb) - 'accessories' - 'terms')
		|| COALESCE((SELECT jsonb_strip_nulls(c."contract_terms") FROM "cars" AS c WHERE c."id" = r."car_id"), '{}'::jsonb),
	'termsText', COALESCE((SELECT s."contract"->>'terms' FROM "settings" AS s WHERE s."id" = 1), '')
) WHERE r."contract_number" IS NOT NULL;
