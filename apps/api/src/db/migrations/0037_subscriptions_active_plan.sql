-- The admin overview counts active memberships per plan from this index alone.
CREATE INDEX "subscriptions_active_plan_idx" ON "subscriptions" USING btree ("plan_id") WHERE "subscriptions"."status" = 'active';
