CREATE SEQUENCE "public"."pickup_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "courier_positions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pickup_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" varchar(20) DEFAULT 'Added' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'Draft' NOT NULL,
	"status_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" varchar(40) DEFAULT 'Console' NOT NULL,
	"type" varchar(20) DEFAULT 'ClientAddress' NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"delivery_partner" varchar(50),
	"delivery_partner_number" varchar(50),
	"pickup_division_id" uuid,
	"division_id" uuid,
	"settlement_id" uuid,
	"street_id" uuid,
	"building_id" uuid,
	"city_district_id" uuid,
	"executor_id" uuid,
	"executor" varchar(100),
	"company_tin" varchar(20),
	"company_name" varchar(255),
	"full_name" varchar(100),
	"phone" varchar(20),
	"email" varchar(200),
	"external_id" varchar(100),
	"created_by_user" varchar(100) NOT NULL,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"address_parts" jsonb,
	"note" text,
	"currency_code" varchar(3),
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"picked_time_from" timestamp with time zone,
	"picked_time_to" timestamp with time zone,
	"time_interval_id" uuid,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"parcels_count" integer DEFAULT 0 NOT NULL,
	"shipments_count" integer DEFAULT 0 NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pickups_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "shipment_delivery_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"type" varchar(20) DEFAULT 'FirstMile' NOT NULL,
	"name" varchar(50) NOT NULL,
	"number" varchar(50) NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"parcel_number" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "time_intervals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"delivery_partner" varchar(50),
	"division_id" uuid,
	"city_district_id" uuid,
	"type" varchar(20) NOT NULL,
	"monday" varchar(11),
	"tuesday" varchar(11),
	"wednesday" varchar(11),
	"thursday" varchar(11),
	"friday" varchar(11),
	"saturday" varchar(11),
	"sunday" varchar(11),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "courier_positions" ADD CONSTRAINT "courier_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_shipments" ADD CONSTRAINT "pickup_shipments_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_shipments" ADD CONSTRAINT "pickup_shipments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_pickup_division_id_divisions_id_fk" FOREIGN KEY ("pickup_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_executor_id_users_id_fk" FOREIGN KEY ("executor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_delivery_partners" ADD CONSTRAINT "shipment_delivery_partners_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_intervals" ADD CONSTRAINT "time_intervals_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_shipments_pickup_idx" ON "pickup_shipments" USING btree ("pickup_id");--> statement-breakpoint
CREATE INDEX "pickup_shipments_shipment_idx" ON "pickup_shipments" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_shipments_active_idx" ON "pickup_shipments" USING btree ("shipment_id") WHERE "pickup_shipments"."status" in ('Accepted', 'Added') and "pickup_shipments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pickups_created_at_idx" ON "pickups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pickups_division_picked_idx" ON "pickups" USING btree ("division_id","picked_time_from");--> statement-breakpoint
CREATE INDEX "pickups_picked_time_from_idx" ON "pickups" USING btree ("picked_time_from");--> statement-breakpoint
CREATE INDEX "pickups_status_idx" ON "pickups" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pickups_country_idx" ON "pickups" USING btree ("country_code","created_at");--> statement-breakpoint
CREATE INDEX "pickups_delivery_partner_idx" ON "pickups" USING btree ("delivery_partner");--> statement-breakpoint
CREATE INDEX "pickups_created_by_idx" ON "pickups" USING btree ("created_by_user");--> statement-breakpoint
CREATE INDEX "pickups_executor_idx" ON "pickups" USING btree ("executor_id");--> statement-breakpoint
CREATE INDEX "shipment_delivery_partners_shipment_idx" ON "shipment_delivery_partners" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_delivery_partners_number_idx" ON "shipment_delivery_partners" USING btree ("number");--> statement-breakpoint
CREATE INDEX "time_intervals_lookup_idx" ON "time_intervals" USING btree ("country_code","type","division_id");--> statement-breakpoint
CREATE INDEX "time_intervals_created_at_idx" ON "time_intervals" USING btree ("created_at");