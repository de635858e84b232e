ALTER TABLE "freelancers" ADD COLUMN "source_request_id" integer;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "source_request_id" integer;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_source_request_id_requests_id_fk" FOREIGN KEY ("source_request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_source_request_id_requests_id_fk" FOREIGN KEY ("source_request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_source_request_id_unique" UNIQUE("source_request_id");--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_source_request_id_unique" UNIQUE("source_request_id");