-- When the member last showed they read the address's mail (an e-mail change or a password reset
-- completed through a link sent to it, or an operator naming it as ADMIN_EMAIL); null when never.
-- Start-up promotes an existing account to admin only when it is set, or when told to anyway.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;
