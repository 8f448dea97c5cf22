ALTER TABLE "applications" ADD COLUMN "member_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "member_match" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_member_status_check" CHECK ("applications"."member_status" in ('active', 'banned', 'removed'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_member_match_check" CHECK ("applications"."member_match" in ('lpu-id', 'email', 'lpu-id-and-email'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_member_mark_whole" CHECK (("applications"."member_status" is null) = ("applications"."member_match" is null));--> statement-breakpoint
-- Applications still waiting for review whose LPU ID or e-mail is already a member's get the mark now (the member
-- with the LPU ID first); decided ones are left as they are (an approved one may have made its member).
UPDATE "applications" AS "a" SET ("member_status", "member_match") = (
	SELECT "m"."status", CASE
		WHEN "m"."lpu_id" = "a"."lpu_id" AND "m"."email" = "a"."email" THEN 'lpu-id-and-email'
		WHEN "m"."lpu_id" = "a"."lpu_id" THEN 'lpu-id'
		ELSE 'email' END
	FROM "members" AS "m" WHERE "m"."lpu_id" = "a"."lpu_id" OR "m"."email" = "a"."email"
	ORDER BY "m"."lpu_id" = "a"."lpu_id" DESC LIMIT 1
) WHERE "a"."status" = 'pending'
	AND EXISTS (SELECT 1 FROM "members" AS "m" WHERE "m"."lpu_id" = "a"."lpu_id" OR "m"."email" = "a"."email");
