// Drives MiniSearch for bench/peers/minisearch.py: index time over the same records, per-query
// latency with every term required (AND, like Waypost), prefix matching, filters on stored fields.
import MiniSearch from "/node_modules/minisearch/dist/es/index.js";

const params = new URLSearchParams(location.search);
const OPTIONS = {
  fields: ["name", "provider", "tagline", "description", "capabilities", "tags", "category", "protocols", "pricing"],
  storeFields: ["slug", "category", "protocols", "pricing"],
  searchOptions: { combineWith: "AND", prefix: true, boost: { name: 3, provider: 2, capabilities: 2, tags: 2 } },
};
let docs = [];
let index = null;

async function load() {
  const response = await fetch(params.get("docs"));
  docs = await response.json();
  return docs.length;
}

async function gzipBytes(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

async function build(runs) {
  const seconds = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const fresh = new MiniSearch(OPTIONS);
    fresh.addAll(docs);
    seconds.push((performance.now() - start) / 1000);
    index = fresh;
  }
  const serialized = JSON.stringify(index);
  return { seconds, bytesRaw: new TextEncoder().encode(serialized).length, bytesGzip: await gzipBytes(serialized) };
}

function accepts(filters) {
  const wanted = Object.entries(filters);
  if (wanted.length === 0) return undefined;
  return (result) => wanted.every(([field, value]) => String(result[field]).split(" ").includes(value));
}

// q: {text, filters, offset, limit}; the page asked for is the window offset .. offset + limit.
function answer(q) {
  const found = index.search(q.text, { filter: accepts(q.filters) });
  return { total: found.length, slugs: found.slice(q.offset, q.offset + q.limit).map((hit) => hit.slug) };
}

function latencies(queries, passes) {
  for (const q of queries) answer(q); // warm-up
  const runs = [];
  for (let pass = 0; pass < passes; pass++) {
    const samples = [];
    for (const q of queries) {
      const start = performance.now();
      answer(q);
      samples.push(performance.now() - start);
    }
    runs.push(samples);
  }
  return runs;
}

window.bench = { load, build, answer, latencies };
window.benchReady = true;
