ALTER TABLE "businesses" ADD COLUMN "logo_alt" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_status_idx" ON "businesses" USING btree ("status");--> statement-breakpoint
-- A business hidden before the lifecycle stays out of sight, as a draft; every other one stays public.
UPDATE "businesses" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END;--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "published";