CREATE TABLE "ticket_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"lpu_id" text NOT NULL,
	"gender" text NOT NULL,
	"hosteler" boolean NOT NULL,
	"hostel" text,
	"course" text NOT NULL,
	"club" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"payment_session_id" text,
	"provider_status" text,
	"payment_id" text,
	"refund_id" text,
	"refund_status" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ticket_orders_status_check" CHECK ("ticket_orders"."status" in ('pending', 'paid', 'failed', 'expired', 'refund_pending', 'refunded')),
	CONSTRAINT "ticket_orders_gender_check" CHECK ("ticket_orders"."gender" in ('Male', 'Female')),
	CONSTRAINT "ticket_orders_club_check" CHECK ("ticket_orders"."club" in ('Guildhall', 'SML', 'VIBE', 'BEAST')),
	CONSTRAINT "ticket_orders_lpu_id_format" CHECK ("ticket_orders"."lpu_id" ~ '^[0-9]{8}$'),
	CONSTRAINT "ticket_orders_amount_positive" CHECK ("ticket_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"order_id" text,
	"event_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"lpu_id" text NOT NULL,
	"gender" text,
	"hosteler" boolean DEFAULT false NOT NULL,
	"hostel" text,
	"course" text,
	"club" text,
	"qr_secret" text NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"email_failed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_code_unique" UNIQUE("code"),
	CONSTRAINT "tickets_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "tickets_qr_secret_unique" UNIQUE("qr_secret"),
	CONSTRAINT "tickets_lpu_id_format" CHECK ("tickets"."lpu_id" ~ '^[0-9]{8}$'),
	CONSTRAINT "tickets_gender_check" CHECK ("tickets"."gender" in ('Male', 'Female'))
);
--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_orders_holds_idx" ON "ticket_orders" USING btree ("event_id","status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "ticket_orders_buyer_idx" ON "ticket_orders" USING btree ("event_id","lpu_id");--> statement-breakpoint
CREATE INDEX "ticket_orders_status_created_idx" ON "ticket_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_per_lpu_id" ON "tickets" USING btree ("event_id","lpu_id") WHERE not "tickets"."is_cancelled";--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id","created_at");