-- Hand-written: extensions the later migrations use.
-- pg_trgm: trigram indexes for the history text search; btree_gist: exclusion constraints.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
