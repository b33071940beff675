CREATE TABLE "shipment_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"attached_document_type_id" uuid,
	"user_create" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" varchar(100) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"original_name" varchar(255),
	"created_by_user" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "uploads_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "hs_codes" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"parent" varchar(10),
	"level" smallint NOT NULL,
	"section" varchar(5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_customs" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"status" varchar(20) NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"updated_by_user" varchar(100) NOT NULL,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_customs_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" varchar(20) NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text,
	"user_login" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_attachments" ADD CONSTRAINT "shipment_attachments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_attachments" ADD CONSTRAINT "shipment_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_attachments" ADD CONSTRAINT "shipment_attachments_attached_document_type_id_attached_document_types_id_fk" FOREIGN KEY ("attached_document_type_id") REFERENCES "public"."attached_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_customs" ADD CONSTRAINT "shipment_customs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_customs_history" ADD CONSTRAINT "shipment_customs_history_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_attachments_shipment_idx" ON "shipment_attachments" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_attachments_upload_idx" ON "shipment_attachments" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "uploads_created_by_user_idx" ON "uploads" USING btree ("created_by_user","created_at");--> statement-breakpoint
CREATE INDEX "hs_codes_code_prefix_idx" ON "hs_codes" USING btree ("code" collate "C");--> statement-breakpoint
CREATE INDEX "hs_codes_description_trgm_idx" ON "hs_codes" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipment_customs_status_idx" ON "shipment_customs" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "shipment_customs_history_shipment_idx" ON "shipment_customs_history" USING btree ("shipment_id","created_at");