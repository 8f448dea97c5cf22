ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_actor_type_check";--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_type_check" CHECK ("activity_log"."actor_type" in ('member', 'admin', 'guest'));