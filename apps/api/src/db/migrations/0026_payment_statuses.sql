-- Each payment's status, by its reference: a read model of billing's payments any area may read,
-- kept by billing, since only billing writes that table. The invoices area sits below billing
-- (billing issues invoices) and cannot import it, yet every invoice it answers says whether its
-- payment was refunded: it reads this view, and the table keeps one owner. A plain view is folded
-- into the query that reads it, so reading it costs what joining payments costs; it stores
-- nothing, so it cannot drift. A migration that changes a column it reads drops and creates it
-- again.
CREATE VIEW "payment_statuses" AS
SELECT "payments"."reference", "payments"."status"
FROM "payments";
