CREATE TABLE "bank_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"ord" smallint NOT NULL,
	"kind" text NOT NULL,
	"competency" text NOT NULL,
	"text" jsonb NOT NULL,
	"key_points" jsonb NOT NULL,
	"frame" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_practice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"score" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_views" (
	"position_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "position_views_position_id_uid_day_pk" PRIMARY KEY("position_id","uid","day")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"field" text NOT NULL,
	"title" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"company_details" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"competencies" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_practice" ADD CONSTRAINT "position_practice_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_practice" ADD CONSTRAINT "position_practice_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_views" ADD CONSTRAINT "position_views_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_views" ADD CONSTRAINT "position_views_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_questions_position" ON "bank_questions" USING btree ("position_id","ord");--> statement-breakpoint
CREATE INDEX "position_practice_position" ON "position_practice" USING btree ("position_id","created_at");--> statement-breakpoint
CREATE INDEX "positions_field" ON "positions" USING btree ("field");