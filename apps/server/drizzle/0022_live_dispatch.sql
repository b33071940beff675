CREATE TABLE "dispatch_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"division_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dispatch_events_division_idx" ON "dispatch_events" USING btree ("division_id","id");--> statement-breakpoint
CREATE INDEX "dispatch_events_created_idx" ON "dispatch_events" USING btree ("created_at");