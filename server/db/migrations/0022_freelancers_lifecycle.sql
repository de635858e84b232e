ALTER TABLE "freelancers" ADD COLUMN "avatar_alt" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "freelancers_status_idx" ON "freelancers" USING btree ("status");--> statement-breakpoint
-- The freelancers there were keep their place: an unpublished one becomes a draft, and each was last changed when it was made.
UPDATE "freelancers" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END, "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "freelancers" DROP COLUMN "published";
