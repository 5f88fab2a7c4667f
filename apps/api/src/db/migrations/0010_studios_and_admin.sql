CREATE TABLE "studio_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" text NOT NULL,
	"start_time" text NOT NULL,
	"hours" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"purpose" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"admin_note" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_because" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_bookings_hours_check" CHECK ("studio_bookings"."hours" between 1 and 8),
	CONSTRAINT "studio_bookings_status_check" CHECK ("studio_bookings"."status" in ('requested', 'confirmed', 'declined', 'cancelled')),
	CONSTRAINT "studio_bookings_interval_check" CHECK ("studio_bookings"."ends_at" > "studio_bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "studio_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"studio_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbhash" text,
	"original_key" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"description" text NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"member_perk" text NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studio_bookings" ADD CONSTRAINT "studio_bookings_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_bookings" ADD CONSTRAINT "studio_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_photos" ADD CONSTRAINT "studio_photos_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_bookings_user_open_idx" ON "studio_bookings" USING btree ("user_id","starts_at") WHERE "studio_bookings"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "studio_bookings_status_idx" ON "studio_bookings" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "studio_bookings_studio_idx" ON "studio_bookings" USING btree ("studio_id","starts_at");--> statement-breakpoint
CREATE INDEX "studio_photos_studio_idx" ON "studio_photos" USING btree ("studio_id","position");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");