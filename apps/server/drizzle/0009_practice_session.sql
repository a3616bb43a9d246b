ALTER TABLE "position_practice" ADD COLUMN "session_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "position_practice_session" ON "position_practice" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "position_practice_user" ON "position_practice" USING btree ("uid","position_id","created_at");