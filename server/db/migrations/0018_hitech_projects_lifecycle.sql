-- The project's stage (recruiting, in progress, completed) leaves the `status` name to the content lifecycle, as every desk-edited kind has it.
ALTER TABLE "hitech_projects" RENAME COLUMN "status" TO "stage";--> statement-breakpoint
ALTER TABLE "hitech_projects" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "hitech_projects" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "hitech_projects" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hitech_projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hitech_projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "hitech_projects_status_idx" ON "hitech_projects" USING btree ("status");--> statement-breakpoint
-- The projects there were keep their place: a hidden one becomes a draft, and each was last changed when it was announced.
UPDATE "hitech_projects" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END, "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "hitech_projects" DROP COLUMN "published";
