CREATE TABLE "delivery_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"recipient_name" varchar(200) NOT NULL,
	"courier" varchar(100) NOT NULL,
	"signature_upload_id" uuid,
	"photo_upload_id" uuid,
	"delivered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_action_id_courier_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."courier_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_signature_upload_id_uploads_id_fk" FOREIGN KEY ("signature_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_proofs_shipment_idx" ON "delivery_proofs" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "delivery_proofs_signature_idx" ON "delivery_proofs" USING btree ("signature_upload_id");--> statement-breakpoint
CREATE INDEX "delivery_proofs_photo_idx" ON "delivery_proofs" USING btree ("photo_upload_id");