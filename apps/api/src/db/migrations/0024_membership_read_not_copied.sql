-- The membership was copied onto the member's row by every writer of a subscription, and the copy
-- drifted (a renamed plan never reached it). Every answer already reads the subscription and its
-- plan; the copy goes.
ALTER TABLE "users" DROP COLUMN "subscription_status";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_plan";
