-- The branches there were stay published (the status column's default), so every seeded branch stays public.
ALTER TABLE "branches" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "branches_status_idx" ON "branches" USING btree ("status");