CREATE SEQUENCE "public"."route_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'Draft' NOT NULL,
	"division_id" uuid NOT NULL,
	"day" date NOT NULL,
	"courier" varchar(100),
	"initial_courier" varchar(100),
	"vehicle_number" varchar(50),
	"created_by_user" varchar(100) NOT NULL,
	"departure" timestamp with time zone,
	"return_time" timestamp with time zone,
	"lunch_start" timestamp with time zone,
	"lunch_end" timestamp with time zone,
	"distance_metres" double precision DEFAULT 0 NOT NULL,
	"load_kg" double precision DEFAULT 0 NOT NULL,
	"polyline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "routes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "courier_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" varchar(100) NOT NULL,
	"division_id" uuid NOT NULL,
	"day" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"capacity_kg" double precision NOT NULL,
	"vehicle_number" varchar(50),
	"start_latitude" double precision,
	"start_longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"ref_id" uuid NOT NULL,
	"label" varchar(100) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"weight_kg" double precision DEFAULT 0 NOT NULL,
	"time_from" timestamp with time zone,
	"time_to" timestamp with time zone,
	"service_minutes" double precision DEFAULT 0 NOT NULL,
	"arrival" timestamp with time zone NOT NULL,
	"service_start" timestamp with time zone NOT NULL,
	"departure" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_cursors" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_id" bigint NOT NULL,
	"event" varchar(40) NOT NULL,
	"template_id" uuid NOT NULL,
	"client_type" varchar(20) NOT NULL,
	"information_channel" varchar(30) NOT NULL,
	"channels" text[] NOT NULL,
	"channel_index" integer DEFAULT 0 NOT NULL,
	"language" varchar(2) NOT NULL,
	"phone" varchar(20),
	"email" varchar(200),
	"texts" jsonb NOT NULL,
	"dedupe_key" varchar(200) NOT NULL,
	"status" varchar(20) DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_channel" varchar(20),
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_optimization" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"division_id" uuid NOT NULL,
	"load_car_time" integer NOT NULL,
	"client_call_time" integer NOT NULL,
	"lunch_time_from" varchar(5) NOT NULL,
	"lunch_time_to" varchar(5) NOT NULL,
	"work_shift_end_time" varchar(5) NOT NULL,
	"unordered_interval_time" integer NOT NULL,
	"pickups_time" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deliveries_time" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detour_factor" double precision DEFAULT 1.3 NOT NULL,
	"average_speed_kmh" double precision DEFAULT 25 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(30) NOT NULL,
	"status" varchar(20) DEFAULT 'New' NOT NULL,
	"status_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"executor" varchar(100),
	"division_id" uuid NOT NULL,
	"created_by_user" varchar(100) NOT NULL,
	"owner_document_number" varchar(250),
	"title" varchar(200),
	"note" text,
	"day" date,
	"time_from" varchar(5),
	"time_to" varchar(5),
	"address_string" varchar(500),
	"latitude" double precision,
	"longitude" double precision,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"shipment_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"implementation_start_date_time" timestamp with time zone,
	"implementation_end_date_time" timestamp with time zone,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"task_context_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"event_name" varchar(40) NOT NULL,
	"event_description" text NOT NULL,
	"event_type" varchar(20) NOT NULL,
	"days_info" jsonb NOT NULL,
	"tracking" jsonb,
	"informing" jsonb,
	"information_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"information_channel" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_code" text[] DEFAULT '{}'::text[] NOT NULL,
	"status_code" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"label" varchar(20),
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD CONSTRAINT "courier_shifts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_template_id_notification_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."notification_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_optimization" ADD CONSTRAINT "route_optimization_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routes_created_at_idx" ON "routes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "routes_division_day_idx" ON "routes" USING btree ("division_id","day");--> statement-breakpoint
CREATE INDEX "routes_courier_day_idx" ON "routes" USING btree ("courier","day");--> statement-breakpoint
CREATE INDEX "routes_vehicle_number_idx" ON "routes" USING btree ("vehicle_number");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shifts_courier_day_idx" ON "courier_shifts" USING btree ("courier","day");--> statement-breakpoint
CREATE INDEX "courier_shifts_division_day_idx" ON "courier_shifts" USING btree ("division_id","day");--> statement-breakpoint
CREATE INDEX "route_stops_route_idx" ON "route_stops" USING btree ("route_id","position");--> statement-breakpoint
CREATE INDEX "route_stops_ref_idx" ON "route_stops" USING btree ("ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_dedupe_idx" ON "notification_outbox" USING btree ("template_id","client_type","information_channel","dedupe_key");--> statement-breakpoint
CREATE INDEX "notification_outbox_shipment_idx" ON "notification_outbox" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" in ('waiting', 'sending');--> statement-breakpoint
CREATE INDEX "notification_outbox_status_idx" ON "notification_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "route_optimization_division_idx" ON "route_optimization" USING btree ("division_id") WHERE "route_optimization"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "route_optimization_country_idx" ON "route_optimization" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_division_created_at_idx" ON "tasks" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_division_day_status_idx" ON "tasks" USING btree ("division_id","day","status");--> statement-breakpoint
CREATE INDEX "tasks_executor_status_idx" ON "tasks" USING btree ("executor","status");--> statement-breakpoint
CREATE INDEX "notification_templates_event_idx" ON "notification_templates" USING btree ("event_name","event_type") WHERE "notification_templates"."active";--> statement-breakpoint
CREATE INDEX "notification_templates_status_code_idx" ON "notification_templates" USING gin ("status_code");