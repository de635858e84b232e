ALTER TABLE "job_positions" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "job_positions_status_idx" ON "job_positions" USING btree ("status");--> statement-breakpoint
-- The positions there were keep their place: an unpublished one becomes a draft, and each was made and last changed when it was posted.
UPDATE "job_positions" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END, "created_at" = "posted_at", "updated_at" = "posted_at";--> statement-breakpoint
ALTER TABLE "job_positions" DROP COLUMN "published";