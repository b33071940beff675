CREATE SEQUENCE "public"."mass_operation_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "mass_operation_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"input" varchar(40) NOT NULL,
	"parcel_number" varchar(30),
	"shipment_id" uuid,
	"shipment_number" varchar(20),
	"shipment_status" varchar(20),
	"result" varchar(20) NOT NULL,
	"reason" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mass_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"type" varchar(20) NOT NULL,
	"note" varchar(100) NOT NULL,
	"created_by_user" varchar(100) NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_operations_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "staff_fixations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mdm_id" varchar(50) NOT NULL,
	"division_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"position_name" varchar(255),
	"fixed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fixed_by_user" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_part_time_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" varchar(50) NOT NULL,
	"position_name" varchar(255) NOT NULL,
	"department_id" varchar(50),
	"invent_location_id" varchar(50),
	"division_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"user_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_part_time_positions_employee_division_key" UNIQUE("employee_id","division_id")
);
--> statement-breakpoint
ALTER TABLE "mass_operation_items" ADD CONSTRAINT "mass_operation_items_operation_id_mass_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."mass_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_fixations" ADD CONSTRAINT "staff_fixations_mdm_id_staffs_mdm_id_fk" FOREIGN KEY ("mdm_id") REFERENCES "public"."staffs"("mdm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_fixations" ADD CONSTRAINT "staff_fixations_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_part_time_positions" ADD CONSTRAINT "staff_part_time_positions_employee_id_staffs_mdm_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."staffs"("mdm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_part_time_positions" ADD CONSTRAINT "staff_part_time_positions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mass_operation_items_operation_idx" ON "mass_operation_items" USING btree ("operation_id","position");--> statement-breakpoint
CREATE INDEX "mass_operations_type_created_at_idx" ON "mass_operations" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "staff_fixations_division_fixed_at_idx" ON "staff_fixations" USING btree ("division_id","fixed_at");--> statement-breakpoint
CREATE INDEX "staff_fixations_mdm_fixed_at_idx" ON "staff_fixations" USING btree ("mdm_id","fixed_at");--> statement-breakpoint
CREATE INDEX "staff_part_time_positions_division_idx" ON "staff_part_time_positions" USING btree ("division_id");