CREATE TABLE "event_posters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"venue" text NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"ticket_price" integer DEFAULT 400 NOT NULL,
	"capacity" integer,
	"sales_open_at" timestamp with time zone,
	"sales_close_at" timestamp with time zone,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"sponsor" text,
	"organizer" text,
	"registration_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('upcoming', 'ongoing', 'completed')),
	CONSTRAINT "events_time_format" CHECK ("events"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "events_ticket_price_nonnegative" CHECK ("events"."ticket_price" >= 0),
	CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" > 0),
	CONSTRAINT "events_sales_window" CHECK ("events"."sales_close_at" is null or "events"."sales_open_at" is null or "events"."sales_open_at" < "events"."sales_close_at")
);
--> statement-breakpoint
ALTER TABLE "event_posters" ADD CONSTRAINT "event_posters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_posters_event_idx" ON "event_posters" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","time");--> statement-breakpoint
CREATE UNIQUE INDEX "events_one_featured" ON "events" USING btree ("featured") WHERE "events"."featured";