ALTER TABLE "courier_actions" ALTER COLUMN "stop_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_actions" ADD COLUMN "scan_registry_id" uuid;--> statement-breakpoint
ALTER TABLE "courier_actions" ADD CONSTRAINT "courier_actions_target_check" CHECK (("courier_actions"."stop_id" is null) <> ("courier_actions"."scan_registry_id" is null));