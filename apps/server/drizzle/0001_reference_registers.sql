-- Added by hand: what drizzle-kit cannot express. pg_trgm makes ilike '%text%' use GIN indexes;
-- point_in_polygon tests a point against the outer ring of a GeoJSON polygon (ray casting).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION point_in_polygon(polygon jsonb, lat double precision, lng double precision)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH ring AS (
    SELECT (point->>0)::double precision AS x, (point->>1)::double precision AS y, position
    FROM jsonb_array_elements(polygon->'coordinates'->0) WITH ORDINALITY AS points(point, position)
  ), edges AS (
    SELECT x AS xi, y AS yi, lag(x) OVER (ORDER BY position) AS xj, lag(y) OVER (ORDER BY position) AS yj
    FROM ring
  )
  SELECT coalesce(sum(CASE WHEN (yi > lat) <> (yj > lat) AND lng < (xj - xi) * (lat - yi) / (yj - yi) + xi
    THEN 1 ELSE 0 END) % 2 = 1, false)
  FROM edges WHERE xj IS NOT NULL
$$;--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"settlement_id" uuid NOT NULL,
	"street_id" uuid,
	"post_code" varchar(100),
	"numeric_number" integer GENERATED ALWAYS AS ((substring(name from '^[0-9]{1,9}'))::integer) STORED,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "city_districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"info_for_distribution" text,
	"service_division_id" uuid,
	"country_code" varchar(2) NOT NULL,
	"polygon" jsonb NOT NULL,
	"min_latitude" double precision NOT NULL,
	"max_latitude" double precision NOT NULL,
	"min_longitude" double precision NOT NULL,
	"max_longitude" double precision NOT NULL,
	"weight_from" double precision,
	"weight_to" double precision,
	"type" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"code" varchar(2),
	"parent_id" uuid,
	"administrative_center_id" uuid,
	"administrative_level" integer,
	"alternative_names" text[] DEFAULT '{}' NOT NULL,
	"external_id" varchar(50),
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settlement_post_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"settlement_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"post_code" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"region_id" uuid,
	"latitude" double precision,
	"longitude" double precision,
	"alternative_names" text[] DEFAULT '{}' NOT NULL,
	"external_id" varchar(50),
	"prohibited_issuance" boolean DEFAULT false NOT NULL,
	"prohibited_sending" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"settlement_id" uuid NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"alternative_names" text[] DEFAULT '{}' NOT NULL,
	"external_id" varchar(50),
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attached_document_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(100),
	"owner_document_type" varchar(50) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cargo_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(100),
	"country_code" varchar(2) NOT NULL,
	"group" varchar(30) NOT NULL,
	"priority" integer NOT NULL,
	"width" double precision,
	"length" double precision,
	"height" double precision,
	"actual_weight" double precision,
	"volumetric_weight" double precision,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identification_document_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"control" varchar(100),
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(30) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nomenclatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(255) NOT NULL,
	"short_name" varchar(100),
	"country_code" varchar(2) NOT NULL,
	"measurement_unit_code" varchar(8) NOT NULL,
	"type" varchar(20) NOT NULL,
	"packaging_for_place" boolean DEFAULT false NOT NULL,
	"each_seat_calculation" boolean DEFAULT false NOT NULL,
	"width" double precision,
	"length" double precision,
	"height" double precision,
	"volumetric_weight" double precision,
	"barcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dimensions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"calling_code" varchar(5),
	"language_code" varchar(2),
	"currency_code" varchar(3),
	"timezone" varchar(64),
	"prohibited_sending" boolean DEFAULT false NOT NULL,
	"prohibited_issuance" boolean DEFAULT false NOT NULL,
	"product_available" boolean DEFAULT false NOT NULL,
	"customs_zone" varchar(20),
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"num_code" varchar(3) NOT NULL,
	"name" varchar(250) NOT NULL,
	"short_name" varchar(250) NOT NULL,
	"symbol" varchar(20) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"date" date NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"rate" double precision NOT NULL,
	CONSTRAINT "exchange_rates_currency_code_date_pk" PRIMARY KEY("currency_code","date")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"tin" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"manager" varchar(255),
	"emails" text[] DEFAULT '{}' NOT NULL,
	"phones" text[] DEFAULT '{}' NOT NULL,
	"in_black_list" boolean DEFAULT false NOT NULL,
	"main_company" boolean DEFAULT false NOT NULL,
	"black_list_reason" text,
	"ownership_form" varchar(100),
	"legal_address" varchar(500),
	"actual_address" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"number" varchar(20) PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_tin" varchar(20) NOT NULL,
	"organization_tin" varchar(20),
	"effective_date" date NOT NULL,
	"expiry_date" date,
	"payment_form" varchar(20) NOT NULL,
	"type" varchar(20) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"third_party_payer_codes" text[] DEFAULT '{}' NOT NULL,
	"is_third_party_payer_contract" boolean DEFAULT false NOT NULL,
	"external_id" varchar(50),
	"settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "contracts_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "delivery_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(50) NOT NULL,
	"name" varchar(255) NOT NULL,
	"carrier" varchar(50) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"address" varchar(255),
	"phone" varchar(15),
	"email" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "division_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"division_id" uuid NOT NULL,
	"code" varchar(250) NOT NULL,
	"type" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(8) NOT NULL,
	"type" varchar(20) NOT NULL,
	"phone_length" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_calendar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"date" date NOT NULL,
	"weekday" boolean NOT NULL,
	"holiday" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staffs" (
	"mdm_id" varchar(50) PRIMARY KEY NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"patronymic" varchar(100),
	"position_name" varchar(255),
	"phone" varchar(15),
	"additional_phone" varchar(15),
	"department" varchar(255),
	"division_id" uuid,
	"country_code" varchar(2) NOT NULL,
	"login" varchar(100),
	"birthday" date,
	"status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "type" varchar(30);--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "settlement_id" uuid;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "address" varchar(255);--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "customer_service_available" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "public_phones" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "internal_phones" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "responsible_person" varchar(100);--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "partner" varchar(255);--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "owner_division_id" uuid;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "source" varchar(100);--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "external_id" varchar(50);--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "prohibited_sending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "prohibited_issuance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "payment_enabled_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "payment_enabled_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "limitations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "work_schedule" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "settings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "attributes" jsonb DEFAULT '{"needCheckin":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."streets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_districts" ADD CONSTRAINT "city_districts_service_division_id_divisions_id_fk" FOREIGN KEY ("service_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_id_regions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_post_codes" ADD CONSTRAINT "settlement_post_codes_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomenclatures" ADD CONSTRAINT "nomenclatures_measurement_unit_code_measurements_code_fk" FOREIGN KEY ("measurement_unit_code") REFERENCES "public"."measurements"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_tin_companies_tin_fk" FOREIGN KEY ("company_tin") REFERENCES "public"."companies"("tin") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_parts" ADD CONSTRAINT "division_parts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffs" ADD CONSTRAINT "staffs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buildings_street_number_idx" ON "buildings" USING btree ("street_id","numeric_number","id");--> statement-breakpoint
CREATE INDEX "buildings_settlement_number_idx" ON "buildings" USING btree ("settlement_id","numeric_number","id");--> statement-breakpoint
CREATE INDEX "buildings_number_idx" ON "buildings" USING btree ("numeric_number","id");--> statement-breakpoint
CREATE INDEX "buildings_name_trgm_idx" ON "buildings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "buildings_post_code_trgm_idx" ON "buildings" USING gin ("post_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "city_districts_country_idx" ON "city_districts" USING btree ("country_code","name");--> statement-breakpoint
CREATE INDEX "city_districts_bbox_idx" ON "city_districts" USING btree ("min_latitude","max_latitude");--> statement-breakpoint
CREATE INDEX "city_districts_division_idx" ON "city_districts" USING btree ("service_division_id");--> statement-breakpoint
CREATE INDEX "regions_country_name_idx" ON "regions" USING btree ("country_code","name");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "regions_name_trgm_idx" ON "regions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "settlement_post_codes_settlement_idx" ON "settlement_post_codes" USING btree ("settlement_id","number");--> statement-breakpoint
CREATE INDEX "settlement_post_codes_post_code_idx" ON "settlement_post_codes" USING btree ("post_code");--> statement-breakpoint
CREATE INDEX "settlements_country_name_idx" ON "settlements" USING btree ("country_code","name");--> statement-breakpoint
CREATE INDEX "settlements_region_name_idx" ON "settlements" USING btree ("region_id","name");--> statement-breakpoint
CREATE INDEX "settlements_name_trgm_idx" ON "settlements" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "streets_settlement_name_idx" ON "streets" USING btree ("settlement_id","name");--> statement-breakpoint
CREATE INDEX "streets_name_trgm_idx" ON "streets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cargo_categories_country_idx" ON "cargo_categories" USING btree ("country_code","priority");--> statement-breakpoint
CREATE INDEX "nomenclatures_country_code_idx" ON "nomenclatures" USING btree ("country_code","code");--> statement-breakpoint
CREATE INDEX "nomenclatures_barcodes_idx" ON "nomenclatures" USING gin ("barcodes");--> statement-breakpoint
CREATE INDEX "nomenclatures_name_trgm_idx" ON "nomenclatures" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_name_idx" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE INDEX "currencies_name_idx" ON "currencies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_company_idx" ON "contracts" USING btree ("company_tin");--> statement-breakpoint
CREATE INDEX "contracts_country_idx" ON "contracts" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_partners_carrier_number_idx" ON "delivery_partners" USING btree ("carrier","number");--> statement-breakpoint
CREATE INDEX "delivery_partners_number_idx" ON "delivery_partners" USING btree ("number");--> statement-breakpoint
CREATE INDEX "division_parts_division_idx" ON "division_parts" USING btree ("division_id","code","type");--> statement-breakpoint
CREATE INDEX "phone_codes_country_code_idx" ON "phone_codes" USING btree ("country_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "production_calendar_country_date_idx" ON "production_calendar" USING btree ("country_code","date");--> statement-breakpoint
CREATE INDEX "staffs_login_idx" ON "staffs" USING btree ("login");--> statement-breakpoint
CREATE INDEX "staffs_division_idx" ON "staffs" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "staffs_last_name_trgm_idx" ON "staffs" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staffs_first_name_trgm_idx" ON "staffs" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_owner_division_id_divisions_id_fk" FOREIGN KEY ("owner_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "divisions_settlement_idx" ON "divisions" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "divisions_country_status_idx" ON "divisions" USING btree ("country_code","status");--> statement-breakpoint
CREATE INDEX "divisions_source_idx" ON "divisions" USING btree ("source");--> statement-breakpoint
CREATE INDEX "divisions_name_trgm_idx" ON "divisions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "divisions_number_trgm_idx" ON "divisions" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "divisions_address_trgm_idx" ON "divisions" USING gin ("address" gin_trgm_ops);