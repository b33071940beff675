CREATE TABLE "conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"tree" jsonb NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conditions_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conditions_of_shipment_service" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_folder" boolean DEFAULT false NOT NULL,
	"parent_id" uuid,
	"country_code" varchar(2),
	"condition_id" uuid,
	"service_id" uuid DEFAULT gen_random_uuid(),
	"service_code" varchar(40),
	"each_seat_calculation" boolean DEFAULT false NOT NULL,
	"amount" numeric(12, 2),
	"amount_property" jsonb,
	"value_type" varchar(20),
	"type" varchar(20),
	"payer_type" varchar(20),
	"hotkey" varchar(1),
	"active" boolean DEFAULT true NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conditions_of_shipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"is_folder" boolean DEFAULT false NOT NULL,
	"parent_id" uuid,
	"country_code" varchar(2),
	"condition_id" uuid,
	"error_code" varchar(40),
	"type" varchar(30),
	"active" boolean DEFAULT true NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conditions_of_shipment_service" ADD CONSTRAINT "conditions_of_shipment_service_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions_of_shipment" ADD CONSTRAINT "conditions_of_shipment_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conditions_name_idx" ON "conditions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "conditions_of_shipment_service_parent_idx" ON "conditions_of_shipment_service" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "conditions_of_shipment_service_folder_name_idx" ON "conditions_of_shipment_service" USING btree ("is_folder","name");--> statement-breakpoint
CREATE INDEX "conditions_of_shipment_service_condition_idx" ON "conditions_of_shipment_service" USING btree ("condition_id");--> statement-breakpoint
CREATE INDEX "conditions_of_shipment_parent_idx" ON "conditions_of_shipment" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "conditions_of_shipment_folder_name_idx" ON "conditions_of_shipment" USING btree ("is_folder","name");--> statement-breakpoint
CREATE INDEX "conditions_of_shipment_condition_idx" ON "conditions_of_shipment" USING btree ("condition_id");