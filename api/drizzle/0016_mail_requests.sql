CREATE TABLE "mail_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_requests_kind_check" CHECK ("mail_requests"."kind" in ('password-reset', 'lpu-id-reminder'))
);
--> statement-breakpoint
CREATE INDEX "mail_requests_created_at_idx" ON "mail_requests" USING btree ("created_at");