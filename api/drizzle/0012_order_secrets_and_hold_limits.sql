ALTER TABLE "events" ADD COLUMN "unpaid_hold_limit" integer;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_unpaid_hold_limit_positive" CHECK ("events"."unpaid_hold_limit" > 0);