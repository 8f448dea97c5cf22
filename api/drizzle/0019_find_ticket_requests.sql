ALTER TABLE "mail_requests" DROP CONSTRAINT "mail_requests_kind_check";--> statement-breakpoint
ALTER TABLE "mail_requests" ADD COLUMN "lpu_id" text;--> statement-breakpoint
ALTER TABLE "mail_requests" ADD CONSTRAINT "mail_requests_lpu_id_format" CHECK ("mail_requests"."lpu_id" ~ '^[0-9]{8}$');--> statement-breakpoint
ALTER TABLE "mail_requests" ADD CONSTRAINT "mail_requests_lpu_id_for_tickets" CHECK (("mail_requests"."kind" = 'find-ticket') = ("mail_requests"."lpu_id" is not null));--> statement-breakpoint
ALTER TABLE "mail_requests" ADD CONSTRAINT "mail_requests_kind_check" CHECK ("mail_requests"."kind" in ('password-reset', 'lpu-id-reminder', 'find-ticket'));