CREATE SEQUENCE "public"."payment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."shipment_modification_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."parcel_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."shipment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."visit_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" varchar(20) NOT NULL,
	"text" text NOT NULL,
	"reference" varchar(100),
	"provider" varchar(40) DEFAULT 'outbox' NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"last_status" varchar(20) DEFAULT 'paid' NOT NULL,
	"last_status_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"operation_type" varchar(30) DEFAULT 'Payment' NOT NULL,
	"source" varchar(40) DEFAULT 'Counter' NOT NULL,
	"payment_system" varchar(20) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"sum" numeric(12, 2) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"division_id" uuid,
	"visit_id" uuid,
	"payer_first_name" varchar(100),
	"payer_last_name" varchar(100),
	"payer_patronymic" varchar(100),
	"payer_phone" varchar(20),
	"payer_cid" varchar(40),
	"external_id" varchar(100),
	"note" text,
	"user_create" varchar(100) NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payments_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"discount_percent" integer NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_modifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"type" varchar(30) NOT NULL,
	"status" varchar(20) DEFAULT 'NeedProcessing' NOT NULL,
	"shipment_id" uuid NOT NULL,
	"shipment_number" varchar(20) NOT NULL,
	"division_id" uuid,
	"visit_id" uuid,
	"user_login" varchar(100) NOT NULL,
	"note" text,
	"source" varchar(40) DEFAULT 'API' NOT NULL,
	"customer_type" varchar(20),
	"customer_phone" varchar(20),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shipment_modifications_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "shipment_parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"actual_weight" integer NOT NULL,
	"volumetric_weight" integer DEFAULT 0 NOT NULL,
	"length" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"description" varchar(255),
	"untied" boolean DEFAULT false NOT NULL,
	"recipient" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_parcels_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "shipment_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"service_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_code" varchar(40) NOT NULL,
	"name" varchar(200) NOT NULL,
	"cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"payer_type" varchar(20) DEFAULT 'Sender' NOT NULL,
	"payment_status" varchar(30) DEFAULT 'NeedPay' NOT NULL,
	"value" varchar(100),
	"internal" boolean DEFAULT false NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'Draft' NOT NULL,
	"status_before_delete" varchar(20),
	"payment_status" varchar(30) DEFAULT 'FreeOfCharge' NOT NULL,
	"date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"closing_date" timestamp with time zone,
	"scheduled_delivery_date" date,
	"international_shipping" boolean DEFAULT false NOT NULL,
	"payer_type" varchar(20) DEFAULT 'Sender' NOT NULL,
	"payer_contract_number" jsonb,
	"has_nip" boolean DEFAULT false NOT NULL,
	"client_order" varchar(50),
	"note" text,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"sender_name" varchar(200) NOT NULL,
	"sender_phone" varchar(20) NOT NULL,
	"sender_address" text DEFAULT '' NOT NULL,
	"sender_country_code" varchar(2) NOT NULL,
	"sender_division_id" uuid,
	"sender_company_tin" varchar(20),
	"recipient_name" varchar(200) NOT NULL,
	"recipient_phone" varchar(20) NOT NULL,
	"recipient_address" text DEFAULT '' NOT NULL,
	"recipient_country_code" varchar(2) NOT NULL,
	"recipient_division_id" uuid,
	"invoice" jsonb,
	"first_logistic_division_id" uuid,
	"last_logistic_division_id" uuid,
	"marking_printed" boolean DEFAULT false NOT NULL,
	"promo_code" varchar(40),
	"parcels_amount" integer DEFAULT 0 NOT NULL,
	"created_by_user" varchar(100) NOT NULL,
	"accepted_by_user" varchar(100),
	"accepted_at" timestamp with time zone,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shipments_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "identifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"owner_type" varchar(20) DEFAULT 'Visit' NOT NULL,
	"operation_type" varchar(30) NOT NULL,
	"identification_type" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"phone" varchar(20),
	"name" varchar(200),
	"document_type_id" uuid,
	"document_number" varchar(50),
	"code_hash" varchar(64),
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_by_user" varchar(100) NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visit_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"document_type" varchar(20) NOT NULL,
	"number" varchar(20) NOT NULL,
	"status" varchar(30) NOT NULL,
	"place_number" text[] DEFAULT '{}'::text[] NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'Open' NOT NULL,
	"status_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"division_id" uuid,
	"user_login" varchar(100) NOT NULL,
	"full_name" varchar(200),
	"phone" varchar(20),
	"email" varchar(200),
	"company_tin" varchar(20),
	"client_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"cid" jsonb,
	"cod" numeric(12, 2),
	"note" text,
	"warning_shown" boolean DEFAULT false NOT NULL,
	"opened_from" varchar(40),
	"documents_count" integer DEFAULT 0 NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "visits_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_modifications" ADD CONSTRAINT "shipment_modifications_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_modifications" ADD CONSTRAINT "shipment_modifications_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_parcels" ADD CONSTRAINT "shipment_parcels_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_services" ADD CONSTRAINT "shipment_services_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_sender_division_id_divisions_id_fk" FOREIGN KEY ("sender_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_recipient_division_id_divisions_id_fk" FOREIGN KEY ("recipient_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_first_logistic_division_id_divisions_id_fk" FOREIGN KEY ("first_logistic_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_last_logistic_division_id_divisions_id_fk" FOREIGN KEY ("last_logistic_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identifications" ADD CONSTRAINT "identifications_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_documents" ADD CONSTRAINT "visit_documents_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_created_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_visit_idx" ON "payments" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "shipment_modifications_created_at_idx" ON "shipment_modifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shipment_modifications_shipment_idx" ON "shipment_modifications" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_modifications_division_idx" ON "shipment_modifications" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_parcels_shipment_idx" ON "shipment_parcels" USING btree ("shipment_id","position");--> statement-breakpoint
CREATE INDEX "shipment_services_shipment_idx" ON "shipment_services" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipments_date_time_idx" ON "shipments" USING btree ("date_time");--> statement-breakpoint
CREATE INDEX "shipments_status_date_time_idx" ON "shipments" USING btree ("status","date_time");--> statement-breakpoint
CREATE INDEX "shipments_closing_date_idx" ON "shipments" USING btree ("closing_date");--> statement-breakpoint
CREATE INDEX "shipments_sender_division_idx" ON "shipments" USING btree ("sender_division_id","status");--> statement-breakpoint
CREATE INDEX "shipments_recipient_division_idx" ON "shipments" USING btree ("recipient_division_id","status");--> statement-breakpoint
CREATE INDEX "shipments_sender_phone_idx" ON "shipments" USING btree ("sender_phone");--> statement-breakpoint
CREATE INDEX "shipments_recipient_phone_idx" ON "shipments" USING btree ("recipient_phone");--> statement-breakpoint
CREATE INDEX "shipments_client_order_idx" ON "shipments" USING btree ("client_order");--> statement-breakpoint
CREATE INDEX "shipments_sender_company_tin_idx" ON "shipments" USING btree ("sender_company_tin");--> statement-breakpoint
CREATE INDEX "shipments_number_trgm_idx" ON "shipments" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "identifications_visit_idx" ON "identifications" USING btree ("visit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_documents_visit_document_idx" ON "visit_documents" USING btree ("visit_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_documents_open_document_idx" ON "visit_documents" USING btree ("document_id") WHERE "visit_documents"."open";--> statement-breakpoint
CREATE INDEX "visit_documents_document_idx" ON "visit_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "visits_created_at_idx" ON "visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "visits_division_created_at_idx" ON "visits" USING btree ("division_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_user_updated_at_idx" ON "visits" USING btree ("user_login","updated_at");