// MiniSearch for bench/relevance.py: one Node process answers every query of one corpus.
// Reads {"docs": [...], "queries": ["..."], "limit": 5} on stdin, writes
// {"results": [{"total": N, "slugs": [...]}, ...]} on stdout (same order as the queries).
// Configured as MiniSearch's documentation recommends for a search box: any term may match
// (combineWith "OR", the default), prefix search, fuzzy 0.2, the name boosted.
import { readFileSync } from "node:fs";
import MiniSearch from "minisearch";

const FIELDS = ["name", "provider", "tagline", "description", "capabilities", "tags", "category"];
const SEARCH_OPTIONS = { combineWith: "OR", prefix: true, fuzzy: 0.2, boost: { name: 2 } };

const input = JSON.parse(readFileSync(0, "utf-8"));
const index = new MiniSearch({ idField: "slug", fields: FIELDS, storeFields: ["slug"], searchOptions: SEARCH_OPTIONS });
index.addAll(input.docs);
const results = input.queries.map((query) => {
  const found = index.search(query);
  return { total: found.length, slugs: found.slice(0, input.limit).map((hit) => hit.slug) };
});
process.stdout.write(JSON.stringify({ results }));
