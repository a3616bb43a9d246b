CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"item" text NOT NULL,
	"change" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_items" (
	"uid" integer PRIMARY KEY NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"mocks" integer DEFAULT 0 NOT NULL,
	"assistants" integer DEFAULT 0 NOT NULL,
	"careers" integer DEFAULT 0 NOT NULL,
	"money" integer DEFAULT 0 NOT NULL,
	"vip_level" smallint DEFAULT 0 NOT NULL,
	"vip_expire" timestamp with time zone,
	CONSTRAINT "user_items_never_negative" CHECK ("user_items"."credit" >= 0 and "user_items"."mocks" >= 0 and "user_items"."assistants" >= 0 and "user_items"."careers" >= 0 and "user_items"."money" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" serial PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"wechat_open_id" text,
	"wechat_union_id" text,
	"name" text,
	"age" smallint,
	"init_step" smallint DEFAULT 0 NOT NULL,
	"avatar" text,
	"nick_name" text,
	"lang" text DEFAULT 'zh' NOT NULL,
	"inviter_uid" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_wechat_open_id_unique" UNIQUE("wechat_open_id")
);
--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_items" ADD CONSTRAINT "user_items_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_idem_item" ON "ledger" USING btree ("idempotency_key","item");--> statement-breakpoint
CREATE INDEX "ledger_uid_created" ON "ledger" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "login_codes_target" ON "login_codes" USING btree ("channel","target","created_at");--> statement-breakpoint
CREATE INDEX "sessions_uid" ON "sessions" USING btree ("uid") WHERE revoked_at is null;