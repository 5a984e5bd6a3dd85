-- Issue 37: tries of a one-time code counted per network (an IPv4 address, an IPv6 /64), so wrong
-- codes entered by a stranger elsewhere no longer void the code its owner is about to enter.
ALTER TABLE "one_time_codes" ADD COLUMN "tries_by_network" jsonb DEFAULT '{}'::jsonb NOT NULL;