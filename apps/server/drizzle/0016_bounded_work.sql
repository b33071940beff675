CREATE TABLE "route_build_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_login" varchar(100) NOT NULL,
	"division_id" uuid NOT NULL,
	"request" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_by" varchar(120),
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"bucket" varchar(40) NOT NULL,
	"user_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" bigint NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_user_id_window_start_pk" PRIMARY KEY("bucket","user_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "route_build_jobs" ADD CONSTRAINT "route_build_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_build_jobs" ADD CONSTRAINT "route_build_jobs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_build_jobs_queued_idx" ON "route_build_jobs" USING btree ("created_at") WHERE "route_build_jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "route_build_jobs_running_idx" ON "route_build_jobs" USING btree ("heartbeat_at") WHERE "route_build_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "route_build_jobs_requester_idx" ON "route_build_jobs" USING btree ("requested_by") WHERE "route_build_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "route_build_jobs_finished_idx" ON "route_build_jobs" USING btree ("finished_at");