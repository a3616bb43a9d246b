CREATE TABLE "live_events" (
	"thread_id" text NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_thread_id_seq_pk" PRIMARY KEY("thread_id","seq")
);
--> statement-breakpoint
CREATE TABLE "live_threads" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"pause" text NOT NULL,
	"engine" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"goal_id" integer,
	"resume_id" integer,
	"state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_thread_id_live_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."live_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_threads" ADD CONSTRAINT "live_threads_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_threads_uid" ON "live_threads" USING btree ("uid","created_at");