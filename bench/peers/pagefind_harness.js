// Drives Pagefind's JS API for bench/peers/pagefind.py. A query's answer is the result count and
// the data of the first `limit` results: what a page needs to show them (Waypost returns the same).
const params = new URLSearchParams(location.search);
const bundle = params.get("bundle") || "/pagefind/";
let engine = null;

async function pagefind() {
  if (engine === null) {
    engine = await import(bundle + "pagefind.js");
    await engine.init();
  }
  return engine;
}

// q: {text, offset, limit}; the page asked for is the window offset .. offset + limit.
async function answer(q) {
  const pf = await pagefind();
  const search = await pf.search(q.text);
  const page = search.results.slice(q.offset, q.offset + q.limit);
  const shown = await Promise.all(page.map((result) => result.data()));
  return { total: search.results.length, urls: shown.map((data) => data.url) };
}

async function latencies(queries, passes) {
  for (const query of queries) await answer(query); // warm-up: fetches the index chunks
  const runs = [];
  for (let pass = 0; pass < passes; pass++) {
    const samples = [];
    for (const query of queries) {
      const start = performance.now();
      await answer(query);
      samples.push(performance.now() - start);
    }
    runs.push(samples);
  }
  return runs;
}

window.bench = { answer, latencies };
const first = params.get("q");
if (first !== null) {
  answer({ text: first, offset: 0, limit: 1 }).then(
    (found) => { window.firstResult = { ms: performance.now(), ...found }; },
    (error) => { window.firstResult = { error: String(error) }; },
  );
}
