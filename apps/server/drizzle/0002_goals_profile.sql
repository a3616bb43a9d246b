CREATE TABLE "account_cancellations" (
	"uid" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"position_name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_profile" text DEFAULT '' NOT NULL,
	"job_description" text NOT NULL,
	"requirements" text NOT NULL,
	"position_slug" text,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "university" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "major" text;--> statement-breakpoint
ALTER TABLE "account_cancellations" ADD CONSTRAINT "account_cancellations_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_cancellations_due" ON "account_cancellations" USING btree ("erase_after");--> statement-breakpoint
CREATE INDEX "goals_uid" ON "goals" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goals_one_current" ON "goals" USING btree ("uid") WHERE is_current;