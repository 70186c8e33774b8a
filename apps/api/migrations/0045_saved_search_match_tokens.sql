ALTER TABLE "saved_searches" ADD COLUMN "match_tokens" text[];--> statement-breakpoint
CREATE INDEX "saved_searches_match_tokens_idx" ON "saved_searches" USING gin ("match_tokens");--> statement-breakpoint
CREATE INDEX "saved_searches_untokenized_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."match_tokens" is null;