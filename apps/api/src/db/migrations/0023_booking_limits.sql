-- When the studio was written to about the booking: a booking is told to its studio only once it
-- has stood for the quiet window, so one cancelled at once sends the studio nothing; a
-- cancellation is told only to a studio that was told of the booking. Every booking made before
-- the window was told at once.
ALTER TABLE "studio_bookings" ADD COLUMN "studio_told_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "studio_bookings" SET "studio_told_at" = "created_at";
--> statement-breakpoint
-- A member's bookings and cancellations of the last 24 hours, counted against the daily limits.
CREATE INDEX "studio_bookings_user_created_idx" ON "studio_bookings" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "studio_bookings_user_cancelled_idx" ON "studio_bookings" USING btree ("user_id","cancelled_at") WHERE "studio_bookings"."cancelled_because" = 'member';
