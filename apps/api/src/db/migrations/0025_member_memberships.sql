-- The membership any area may read: a read model of billing's subscriptions and their plans' names,
-- kept by billing, since only billing writes those tables. The users area sits below billing and
-- cannot import it, yet every member's row is read with their membership: it reads this view, and
-- the tables keep one owner each. A plain view is folded into the query that reads it, so reading
-- it costs what joining the two tables costs; it stores nothing, so it cannot drift. A migration
-- that changes a column it reads drops and creates it again.
CREATE VIEW "member_memberships" AS
SELECT
  "subscriptions"."user_id",
  "subscriptions"."id" AS "subscription_id",
  "subscriptions"."status",
  "subscriptions"."plan_id",
  "plans"."name" AS "plan_name"
FROM "subscriptions"
LEFT JOIN "plans" ON "plans"."id" = "subscriptions"."plan_id";
