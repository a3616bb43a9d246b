CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"mime" text,
	"text" text NOT NULL,
	"facts" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_source" CHECK ("resumes"."source" in ('file', 'text'))
);
--> statement-breakpoint
CREATE TABLE "voice_samples" (
	"uid" integer PRIMARY KEY NOT NULL,
	"wav" "bytea" NOT NULL,
	"duration_ms" integer NOT NULL,
	"speech_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_samples" ADD CONSTRAINT "voice_samples_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumes_uid" ON "resumes" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_one_default" ON "resumes" USING btree ("uid") WHERE is_default;