CREATE TABLE "courier_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"courier" varchar(100) NOT NULL,
	"stop_id" uuid NOT NULL,
	"type" varchar(20) NOT NULL,
	"result" varchar(10) NOT NULL,
	"code" varchar(60),
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_position_track" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_position_track" ADD CONSTRAINT "courier_position_track_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_actions_courier_idx" ON "courier_actions" USING btree ("courier","answered_at");--> statement-breakpoint
CREATE INDEX "courier_position_track_user_idx" ON "courier_position_track" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE INDEX "courier_position_track_taken_idx" ON "courier_position_track" USING btree ("taken_at");