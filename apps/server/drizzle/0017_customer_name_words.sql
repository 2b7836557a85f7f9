-- Hand-written (issue 30 §4): customer search bounded by the page it returns. The name as the
-- search reads it: its letters without their accents (the marks NFD splits off: Latin
-- accents, Arabic harakat), lower case, every run of spaces and punctuation one space, behind
-- one leading space, so that "a word starts with X" is `like '% x%'`. searchText in
-- customers.repository.ts reads what is typed the same way (a test holds them equal).
CREATE FUNCTION customer_search_name(full_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN ' ' || btrim(regexp_replace(
  lower(regexp_replace(normalize(full_name, NFD), '[\u0300-\u036f\u064b-\u065f\u0670]', '', 'g')),
  '[\s!-/:-@\[-`{-~\u00a0\u00ab\u00bb\u2018\u2019\u060c]+', ' ', 'g'));--> statement-breakpoint
CREATE TABLE "customer_name_words" (
	"word" text COLLATE "C" NOT NULL,
	"name_key" text NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "customer_name_words_word_name_key_customer_id_pk" PRIMARY KEY("word","name_key","customer_id")
);
--> statement-breakpoint
DROP INDEX "customers_name_trgm";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (customer_search_name(full_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_name_words" ADD CONSTRAINT "customer_name_words_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_search_name_trgm" ON "customers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
-- Each word of the name (its search_name's words) beside the list's sort key, whatever writes
-- the customer: a new one, a name corrected (its old words go), a customer deleted (cascade).
CREATE FUNCTION customer_name_words_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM customer_name_words
      WHERE word = ANY (string_to_array(btrim(OLD.search_name), ' '))
        AND name_key = lower(OLD.full_name) AND customer_id = OLD.id;
  END IF;
  INSERT INTO customer_name_words (word, name_key, customer_id)
    SELECT DISTINCT w, lower(NEW.full_name), NEW.id
    FROM unnest(string_to_array(btrim(NEW.search_name), ' ')) AS w WHERE w <> '';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_name_words_kept AFTER INSERT OR UPDATE OF full_name ON customers
  FOR EACH ROW EXECUTE FUNCTION customer_name_words_kept();--> statement-breakpoint
INSERT INTO customer_name_words (word, name_key, customer_id)
  SELECT DISTINCT w, lower(c.full_name), c.id
  FROM customers c, unnest(string_to_array(btrim(c.search_name), ' ')) AS w WHERE w <> '';
