-- A GIN index gathers new entries in a pending list and moves them into its tree all at once when the list
-- passes gin_pending_list_limit (4 MB by default): that one statement then holds the database for the whole
-- list, and PGlite runs one statement at a time, so every other request waited. Writing products (an import
-- changes thousands of prices, each update a new entry of the search vector) filled it quickly. A small limit
-- moves a few entries at a time instead; a search also reads a shorter pending list.
ALTER INDEX "products_search_vector_idx" SET (gin_pending_list_limit = 128);--> statement-breakpoint
ALTER INDEX "search_words_trgm_idx" SET (gin_pending_list_limit = 128);
