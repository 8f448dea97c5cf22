ALTER TABLE "check_in_syncs" ADD COLUMN "verdict" jsonb;--> statement-breakpoint
ALTER TABLE "check_in_syncs" ADD COLUMN "clock_adjusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "clock_adjusted" boolean DEFAULT false NOT NULL;