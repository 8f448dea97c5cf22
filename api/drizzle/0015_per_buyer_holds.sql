ALTER TABLE "ticket_orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "device_id" text;