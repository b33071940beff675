CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."problem_parcel_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."scan_registry_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "goods_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nomenclature_id" uuid NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"division_id" uuid,
	"country_code" varchar(2) NOT NULL,
	"company_tin" varchar(20),
	"contract_number" varchar(20),
	"payment_status" varchar(30) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"amount_cost" numeric(14, 4) NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_codes" text[] DEFAULT '{}' NOT NULL,
	"visit_id" uuid,
	"payment_id" uuid,
	"width" integer,
	"length" integer,
	"height" integer,
	"created_by_user" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "problem_parcel_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_parcel_id" uuid NOT NULL,
	"url" varchar(500) NOT NULL,
	"file_name" varchar(255),
	"user_create" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "problem_parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"type" varchar(30) NOT NULL,
	"status" varchar(20) DEFAULT 'Open' NOT NULL,
	"status_note" text,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parcel_numbers" text[] DEFAULT '{}' NOT NULL,
	"scan_registry_id" uuid,
	"division_id" uuid,
	"created_by_user" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "problem_parcels_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "courier_parcels" (
	"parcel_id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"courier_barcode" varchar(14) NOT NULL,
	"scan_registry_id" uuid,
	"handed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"barcode" varchar(14) PRIMARY KEY NOT NULL,
	"login" varchar(100),
	"full_name" varchar(200) NOT NULL,
	"division_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scan_registries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(14) NOT NULL,
	"type" varchar(30) NOT NULL,
	"status" varchar(20) DEFAULT 'Open' NOT NULL,
	"status_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"division_id" uuid NOT NULL,
	"destination_division_ids" uuid[] DEFAULT '{}' NOT NULL,
	"destination_city_district_ids" uuid[] DEFAULT '{}' NOT NULL,
	"scan_registry_containers" text[] DEFAULT '{}' NOT NULL,
	"vehicle_number" varchar(200),
	"trip_number" varchar(200),
	"delivery_partner" varchar(100),
	"courier_barcode" varchar(14),
	"scanned_barcodes_amount" integer DEFAULT 0 NOT NULL,
	"for_scan_barcodes_amount" integer DEFAULT 0 NOT NULL,
	"created_by_user" varchar(100) NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "scan_registries_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "scan_registry_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scan_registry_id" uuid NOT NULL,
	"barcode" varchar(40) NOT NULL,
	"parcel_id" uuid,
	"shipment_id" uuid,
	"expected" boolean DEFAULT false NOT NULL,
	"next_division_id" uuid,
	"scanned_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_registry_plan" (
	"scan_registry_id" uuid NOT NULL,
	"parcel_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	CONSTRAINT "scan_registry_plan_scan_registry_id_parcel_id_pk" PRIMARY KEY("scan_registry_id","parcel_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "sum" SET DATA TYPE numeric(14, 4);--> statement-breakpoint
ALTER TABLE "goods_prices" ADD CONSTRAINT "goods_prices_nomenclature_id_nomenclatures_id_fk" FOREIGN KEY ("nomenclature_id") REFERENCES "public"."nomenclatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_parcel_attachments" ADD CONSTRAINT "problem_parcel_attachments_problem_parcel_id_problem_parcels_id_fk" FOREIGN KEY ("problem_parcel_id") REFERENCES "public"."problem_parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD CONSTRAINT "problem_parcels_scan_registry_id_scan_registries_id_fk" FOREIGN KEY ("scan_registry_id") REFERENCES "public"."scan_registries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_parcels" ADD CONSTRAINT "problem_parcels_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_parcels" ADD CONSTRAINT "courier_parcels_parcel_id_shipment_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."shipment_parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_parcels" ADD CONSTRAINT "courier_parcels_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_parcels" ADD CONSTRAINT "courier_parcels_scan_registry_id_scan_registries_id_fk" FOREIGN KEY ("scan_registry_id") REFERENCES "public"."scan_registries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_registries" ADD CONSTRAINT "scan_registries_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_registry_items" ADD CONSTRAINT "scan_registry_items_scan_registry_id_scan_registries_id_fk" FOREIGN KEY ("scan_registry_id") REFERENCES "public"."scan_registries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_registry_items" ADD CONSTRAINT "scan_registry_items_parcel_id_shipment_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."shipment_parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_registry_items" ADD CONSTRAINT "scan_registry_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_registry_items" ADD CONSTRAINT "scan_registry_items_next_division_id_divisions_id_fk" FOREIGN KEY ("next_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_registry_plan" ADD CONSTRAINT "scan_registry_plan_scan_registry_id_scan_registries_id_fk" FOREIGN KEY ("scan_registry_id") REFERENCES "public"."scan_registries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_registry_plan" ADD CONSTRAINT "scan_registry_plan_parcel_id_shipment_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."shipment_parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_registry_plan" ADD CONSTRAINT "scan_registry_plan_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_prices_item_currency_idx" ON "goods_prices" USING btree ("nomenclature_id","currency_code");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_division_created_idx" ON "orders" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_visit_idx" ON "orders" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "problem_parcel_attachments_parcel_idx" ON "problem_parcel_attachments" USING btree ("problem_parcel_id");--> statement-breakpoint
CREATE INDEX "problem_parcels_created_at_idx" ON "problem_parcels" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "problem_parcels_division_idx" ON "problem_parcels" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "problem_parcels_scan_registry_idx" ON "problem_parcels" USING btree ("scan_registry_id");--> statement-breakpoint
CREATE INDEX "problem_parcels_parcel_numbers_idx" ON "problem_parcels" USING gin ("parcel_numbers");--> statement-breakpoint
CREATE INDEX "courier_parcels_courier_idx" ON "courier_parcels" USING btree ("courier_barcode");--> statement-breakpoint
CREATE INDEX "couriers_login_idx" ON "couriers" USING btree ("login");--> statement-breakpoint
CREATE INDEX "scan_registries_created_at_idx" ON "scan_registries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scan_registries_division_idx" ON "scan_registries" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "scan_registries_user_idx" ON "scan_registries" USING btree ("created_by_user","status","created_at");--> statement-breakpoint
CREATE INDEX "scan_registries_courier_idx" ON "scan_registries" USING btree ("courier_barcode","status");--> statement-breakpoint
CREATE INDEX "scan_registries_vehicle_idx" ON "scan_registries" USING btree ("vehicle_number");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_registry_items_barcode_idx" ON "scan_registry_items" USING btree ("scan_registry_id","barcode");--> statement-breakpoint
CREATE INDEX "scan_registry_items_parcel_idx" ON "scan_registry_items" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "payments_division_created_idx" ON "payments" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_last_status_idx" ON "payments" USING btree ("last_status","created_at");