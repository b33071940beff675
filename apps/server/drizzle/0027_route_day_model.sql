ALTER TABLE "courier_shifts" ADD COLUMN "capacity_m3" double precision;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD COLUMN "vehicle_kind" varchar(10) DEFAULT 'van' NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD COLUMN "skills" text[] DEFAULT '{cashOnDelivery}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD COLUMN "end_latitude" double precision;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD COLUMN "end_longitude" double precision;--> statement-breakpoint
ALTER TABLE "route_stops" ADD COLUMN "volume_m3" double precision;--> statement-breakpoint
ALTER TABLE "route_stops" ADD COLUMN "heaviest_kg" double precision;--> statement-breakpoint
ALTER TABLE "route_stops" ADD COLUMN "cash_on_delivery" boolean DEFAULT false NOT NULL;