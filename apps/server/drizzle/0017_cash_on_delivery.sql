CREATE SEQUENCE "public"."cod_payout_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cod_payables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"shipment_number" varchar(20) NOT NULL,
	"sender_name" varchar(200) NOT NULL,
	"sender_company_tin" varchar(20),
	"sender_key" varchar(40) NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"status" varchar(20) DEFAULT 'Collected' NOT NULL,
	"payment_id" uuid NOT NULL,
	"division_id" uuid,
	"collected_by" varchar(100) NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payout_id" uuid,
	"paid_off_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cod_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(20) NOT NULL,
	"sender_key" varchar(40) NOT NULL,
	"sender_name" varchar(200) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"total" numeric(14, 4) NOT NULL,
	"count" integer NOT NULL,
	"status" varchar(20) DEFAULT 'AwaitingPayout' NOT NULL,
	"created_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_off_at" timestamp with time zone,
	"paid_off_by" varchar(100),
	CONSTRAINT "cod_payouts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "cod_payables" ADD CONSTRAINT "cod_payables_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_payables" ADD CONSTRAINT "cod_payables_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_payables" ADD CONSTRAINT "cod_payables_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_payables" ADD CONSTRAINT "cod_payables_payout_id_cod_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."cod_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_payables_shipment_idx" ON "cod_payables" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "cod_payables_status_idx" ON "cod_payables" USING btree ("status","collected_at");--> statement-breakpoint
CREATE INDEX "cod_payables_sender_idx" ON "cod_payables" USING btree ("sender_key","status");--> statement-breakpoint
CREATE INDEX "cod_payables_payment_idx" ON "cod_payables" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "cod_payables_payout_idx" ON "cod_payables" USING btree ("payout_id") WHERE "cod_payables"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "cod_payouts_sender_idx" ON "cod_payouts" USING btree ("sender_key","created_at");