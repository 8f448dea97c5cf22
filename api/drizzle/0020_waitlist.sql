CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"lpu_id" text NOT NULL,
	"phone" text NOT NULL,
	"state" text DEFAULT 'waiting_confirmation' NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"leave_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offer_token_hash" text,
	"order_id" text,
	CONSTRAINT "waitlist_entries_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "waitlist_entries_leave_token_hash_unique" UNIQUE("leave_token_hash"),
	CONSTRAINT "waitlist_entries_offer_token_hash_unique" UNIQUE("offer_token_hash"),
	CONSTRAINT "waitlist_entries_state_check" CHECK ("waitlist_entries"."state" in ('waiting_confirmation', 'waiting', 'offered', 'claimed', 'expired', 'left', 'removed')),
	CONSTRAINT "waitlist_entries_lpu_id_format" CHECK ("waitlist_entries"."lpu_id" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "offer_window_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_email" ON "waitlist_entries" USING btree ("event_id",lower("email")) WHERE "waitlist_entries"."state" not in ('left', 'removed', 'expired');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_per_lpu_id" ON "waitlist_entries" USING btree ("event_id","lpu_id") WHERE "waitlist_entries"."state" not in ('left', 'removed', 'expired');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("event_id","state","confirmed_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_offer_window_positive" CHECK ("events"."offer_window_minutes" > 0);