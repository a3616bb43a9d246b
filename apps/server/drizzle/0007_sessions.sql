-- The live assistant's threads become the sessions layer's threads (every kind of session), and every event of
-- a thread is stored before it is sent.
ALTER TABLE "live_threads" RENAME TO "session_threads";--> statement-breakpoint
ALTER TABLE "live_events" RENAME TO "session_events";--> statement-breakpoint
ALTER TABLE "session_threads" RENAME CONSTRAINT "live_threads_uid_users_uid_fk" TO "session_threads_uid_users_uid_fk";--> statement-breakpoint
ALTER TABLE "session_events" RENAME CONSTRAINT "live_events_thread_id_seq_pk" TO "session_events_thread_id_seq_pk";--> statement-breakpoint
ALTER TABLE "session_events" RENAME CONSTRAINT "live_events_thread_id_live_threads_id_fk" TO "session_events_thread_id_session_threads_id_fk";--> statement-breakpoint
ALTER INDEX "live_threads_uid" RENAME TO "session_threads_uid";--> statement-breakpoint
ALTER TABLE "session_threads" ADD COLUMN "active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "session_threads" ADD COLUMN "runner" text;--> statement-breakpoint
UPDATE "session_threads" SET "active_at" = coalesce("ended_at", "created_at");--> statement-breakpoint
ALTER INDEX "live_threads_pkey" RENAME TO "session_threads_pkey";
