CREATE TABLE "session_companions" (
	"id" text PRIMARY KEY NOT NULL,
	"thread_id" text NOT NULL,
	"uid" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_pairings" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_reports" (
	"thread_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_companions" ADD CONSTRAINT "session_companions_thread_id_session_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."session_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_companions" ADD CONSTRAINT "session_companions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_pairings" ADD CONSTRAINT "session_pairings_thread_id_session_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."session_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_thread_id_session_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."session_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "session_companions_token" ON "session_companions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "session_companions_thread" ON "session_companions" USING btree ("thread_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_pairings_token" ON "session_pairings" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "session_pairings_code" ON "session_pairings" USING btree ("code_hash");