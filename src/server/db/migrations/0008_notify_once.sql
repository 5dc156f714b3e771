-- One notification per transaction instead of one per table it touched. PostgreSQL folds repeated
-- notifications with the same channel and payload inside a transaction into one, so a constant
-- payload lets a create (process + audit event) announce itself once. The listeners never read the
-- payload (src/server/cache/change-feed.ts); on PGlite each delivered notification costs about
-- half a millisecond, a third of a create.
CREATE OR REPLACE FUNCTION pmr_notify_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pmr_change', '');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
