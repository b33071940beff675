ALTER TABLE "shipments" ADD COLUMN "tracking_token" varchar(64) DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE INDEX "tasks_shipment_numbers_idx" ON "tasks" USING gin ("shipment_numbers");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_tracking_token_unique" UNIQUE("tracking_token");