CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fullname" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"lpu_id" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"course" text NOT NULL,
	"gender" text NOT NULL,
	"domains" text[] NOT NULL,
	"accommodation" text NOT NULL,
	"previous_experience" boolean NOT NULL,
	"any_other_org" boolean NOT NULL,
	"bio" text NOT NULL,
	"position" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_lpu_id_format" CHECK ("applications"."lpu_id" ~ '^[0-9]{8}$'),
	CONSTRAINT "applications_gender_check" CHECK ("applications"."gender" in ('male', 'female')),
	CONSTRAINT "applications_accommodation_check" CHECK ("applications"."accommodation" in ('hostler', 'non-hostler')),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "applications_domains_check" CHECK ("applications"."domains" <@ array['technical', 'data-management', 'event-management', 'marketing', 'media', 'content-creation', 'content-writing', 'arts-and-culture', 'design']::text[]),
	CONSTRAINT "applications_domains_count" CHECK (cardinality("applications"."domains") between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fullname" text NOT NULL,
	"email" text,
	"lpu_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"department" text NOT NULL,
	"designation" text DEFAULT 'member' NOT NULL,
	"program" text,
	"year" integer,
	"linked_in" text,
	"github" text,
	"bio" text,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"profile_picture_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"restriction_reason" text,
	"restriction_review_time" timestamp with time zone,
	"restricted_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email"),
	CONSTRAINT "members_lpu_id_unique" UNIQUE("lpu_id"),
	CONSTRAINT "members_lpu_id_format" CHECK ("members"."lpu_id" ~ '^[0-9]{8}$'),
	CONSTRAINT "members_department_check" CHECK ("members"."department" in ('Technical', 'Management', 'Marketing', 'Social Media', 'Media', 'Content Writing', 'Design', 'HR', 'Event Management', 'Coordinator', 'PR')),
	CONSTRAINT "members_designation_check" CHECK ("members"."designation" in ('CEO', 'CTO', 'CFO', 'CMO', 'COO', 'Head', 'member')),
	CONSTRAINT "members_status_check" CHECK ("members"."status" in ('active', 'banned', 'removed')),
	CONSTRAINT "members_year_range" CHECK ("members"."year" between 1 and 4),
	CONSTRAINT "members_bio_length" CHECK (char_length("members"."bio") <= 500)
);
--> statement-breakpoint
CREATE TABLE "retired_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_type" text NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_account_type_check" CHECK ("sessions"."account_type" in ('member', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "retired_refresh_tokens" ADD CONSTRAINT "retired_refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_fullname_lower_unique" ON "admins" USING btree (lower("fullname"));--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_department_idx" ON "members" USING btree ("department");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_type","account_id");