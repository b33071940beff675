CREATE TABLE "sign_in_failures" (
	"kind" varchar(20) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failures_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
CREATE TABLE "sms_code_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"phone" varchar(20) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identifications" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failure_idx" ON "sign_in_failures" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "sms_code_sends_visit_idx" ON "sms_code_sends" USING btree ("visit_id","sent_at");--> statement-breakpoint
CREATE INDEX "sms_code_sends_phone_idx" ON "sms_code_sends" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "sms_code_sends_sent_at_idx" ON "sms_code_sends" USING btree ("sent_at");