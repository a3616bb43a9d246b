CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"package_id" text NOT NULL,
	"grants" jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"list_minor" integer NOT NULL,
	"discounted" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"method" text NOT NULL,
	"provider_ref" text,
	"payment_kind" text,
	"payment_url" text,
	"provider_txn_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"order_id" text,
	"outcome" text NOT NULL,
	"detail" text,
	"amount_minor" integer,
	"provider_txn_id" text,
	"remote_addr" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"kind" text NOT NULL,
	"friend_uid" integer,
	"order_id" text,
	"credit" integer DEFAULT 0 NOT NULL,
	"money" integer DEFAULT 0 NOT NULL,
	"status" text,
	"account" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"voucher_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_voucher_id_uid_pk" PRIMARY KEY("voucher_id","uid")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"batch" text NOT NULL,
	"grants" jsonb NOT NULL,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "vouchers_use_limit" CHECK ("vouchers"."used" >= 0 and "vouchers"."used" <= "vouchers"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_records" ADD CONSTRAINT "referral_records_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_records" ADD CONSTRAINT "referral_records_friend_uid_users_uid_fk" FOREIGN KEY ("friend_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_uid_created" ON "orders" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "orders_open" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'created';--> statement-breakpoint
CREATE INDEX "payment_notices_order" ON "payment_notices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "referral_records_uid" ON "referral_records" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_records_recharge" ON "referral_records" USING btree ("order_id") WHERE "referral_records"."kind" = 'recharge';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_records_register" ON "referral_records" USING btree ("friend_uid") WHERE "referral_records"."kind" = 'register';--> statement-breakpoint
CREATE INDEX "vouchers_batch" ON "vouchers" USING btree ("batch");