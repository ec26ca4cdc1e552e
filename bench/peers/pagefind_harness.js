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

async function answer(query, limit) {
  const pf = await pagefind();
  const search = await pf.search(query);
  const shown = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return { total: search.results.length, urls: shown.map((data) => data.url) };
}

async function latencies(queries, passes, limit) {
  for (const query of queries) await answer(query, limit); // warm-up: fetches the index chunks
  const runs = [];
  for (let pass = 0; pass < passes; pass++) {
    const samples = [];
    for (const query of queries) {
      const start = performance.now();
      await answer(query, limit);
      samples.push(performance.now() - start);
    }
    runs.push(samples);
  }
  return runs;
}

window.bench = { answer, latencies };
const first = params.get("q");
if (first !== null) {
  answer(first, 1).then(
    (found) => { window.firstResult = { ms: performance.now(), ...found }; },
    (error) => { window.firstResult = { error: String(error) }; },
  );
}
