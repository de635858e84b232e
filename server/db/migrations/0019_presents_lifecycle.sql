ALTER TABLE "presents" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "presents" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "presents" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "presents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "presents_status_idx" ON "presents" USING btree ("status");--> statement-breakpoint
-- The presents there were keep their place: an unpublished one becomes a draft, and each was last changed when it was published.
UPDATE "presents" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END, "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "presents" DROP COLUMN "published";
