CREATE TABLE "shipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"parcel_id" uuid,
	"event" varchar(40) NOT NULL,
	"shipment_status" varchar(20),
	"division_id" uuid,
	"scan_registry_id" uuid,
	"note" text,
	"user_id" uuid,
	"user_login" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_parcels" ADD COLUMN "current_division_id" uuid;--> statement-breakpoint
ALTER TABLE "shipment_parcels" ADD COLUMN "current_division_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_parcel_id_shipment_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."shipment_parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","id");--> statement-breakpoint
ALTER TABLE "shipment_parcels" ADD CONSTRAINT "shipment_parcels_current_division_id_divisions_id_fk" FOREIGN KEY ("current_division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_parcels_current_division_idx" ON "shipment_parcels" USING btree ("current_division_id");