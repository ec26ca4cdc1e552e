// Waypost's search worker (a module worker): boots Pyodide, installs search_core (the package the build
// compiled from its wheel; without one, the wheel by name from the site's pyodide-lock.json, whose
// sha256 Pyodide checks), parses the index once, then answers.
// No search logic here: requests and responses are JSON text moved between the page and Python.
//
// Page -> worker: {id, type: "search", request, profile, lenient, bestEffort} -> {id, type: "response", text, ms}
//                 {id, type: "page", state}                        -> {id, type: "page", text, ms}
//                 {id, type: "facets", request}                    -> {id, type: "response", text, ms}
// (ms: the time Python took, measured in the worker)
// Worker -> page: {type: "progress", stage, loaded, total}, {type: "ready", ms, timeline},
//                 {type: "failed", message}, {type: "indexCached"} (the parsed index kept for next time),
//                 {type: "snapshotCached"} (the memory snapshot kept for next time),
//                 {type: "warmedUp"} (a throwaway search ran because nothing was asked yet),
//                 {id, type: "error", message} when one call fails.

// Pyodide's two modules, both imported from the worker's first moment: `pyodide.mjs` (loadPyodide) and its
// Emscripten module (1.25 MB of JavaScript, handed to loadPyodide as its `createPyodideModule` rather than
// imported when loadPyodide gets to it). They bypass the service worker (its static route, as for the other
// runtime files: its network-first handler stored a new copy of them in its cache at every visit); offline,
// a failed import is retried from the service worker's cache.
const pyodideModule = runtimeModule("pyodide.mjs");
const emscriptenModule = runtimeModule("pyodide.asm.mjs");
emscriptenModule.catch(() => null); // (loadPyodide awaits it and reports a failure)

async function runtimeModule(name) {
  const url = new URL(`../../pyodide/${name}`, import.meta.url).href;
  try {
    return await import(url);
  } catch (error) {
    const hit = typeof caches === "object" ? await caches.match(url, { ignoreSearch: true }) : undefined;
    if (!hit) throw error;
    const source = URL.createObjectURL(new Blob([await hit.text()], { type: "text/javascript" }));
    timeline.modules = "offline copy"; // (the browser tests read it)
    return import(source);
  }
}

async function loadPyodide(options) {
  return (await pyodideModule).loadPyodide(options);
}

// Every fetch (Pyodide's own included) goes through here: offline, the service worker lets the big
// runtime files through to the network (see sw.js), so they are read from its cache when the network
// fails; each body is counted as it streams (the progress indicator); a failed wasm fails the start.
const networkFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input, init) => {
  const url = new URL(typeof input === "string" ? input : input.url || String(input), self.location.href);
  if (url.href === NO_STDLIB.href) return new Response(EMPTY_ZIP); // (a snapshot start: see below)
  let response;
  try {
    response = await networkFetch(input, init);
  } catch (error) {
    const hit = typeof caches === "object" ? await caches.match(url.href, { ignoreSearch: true }) : undefined;
    if (!hit) throw failedRuntimeFile(url, error);
    response = hit;
  }
  if (!response.ok) failedRuntimeFile(url, new Error(`HTTP ${response.status}`));
  return url.pathname.endsWith(".wasm") ? countedCopy(response) : counted(response);
};

// The wasm is what Pyodide cannot start without, and it waits forever when that fetch fails.
function failedRuntimeFile(url, error) {
  if (url.pathname.endsWith(".wasm")) {
    postMessage({ type: "failed", message: `${url.pathname.split("/").pop()} could not be loaded (${error.message})` });
  }
  return error;
}

function countChunk(chunk) {
  loaded += chunk.byteLength;
  progressSoon();
}

// The same response, its body counted into `loaded` chunk by chunk.
function counted(response) {
  if (!response.body || typeof TransformStream !== "function") return response;
  const counter = new TransformStream({
    transform(chunk, controller) {
      countChunk(chunk);
      controller.enqueue(chunk);
    },
  });
  const { status, statusText, headers } = response;
  return new Response(response.body.pipeThrough(counter), { status, statusText, headers });
}

// The wasm response itself (its URL keeps Chromium's compiled-code cache working), its bytes counted
// on a clone read alongside.
function countedCopy(response) {
  const copy = response.clone();
  if (!copy.body) return response;
  const reader = copy.body.getReader();
  const pump = () =>
    reader.read().then(({ done, value }) => {
      if (done) return;
      countChunk(value);
      return pump();
    });
  pump().catch(() => {});
  return response;
}

const ROOT = new URL("../../", import.meta.url);
const RUNTIME = new URL("pyodide/", ROOT);
// A start from the memory snapshot needs no standard library zip: the modules it uses are imported
// in the snapshot's memory. Pyodide still asks for one: this URL is answered here, with an empty
// zip, and no request is made; the slim stdlib is fetched only if a missing module is imported.
const SLIM_STDLIB = new URL("stdlib-slim.zip", RUNTIME);
const NO_STDLIB = new URL("stdlib-none.zip", RUNTIME);
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
const INDEX_URL = new URL("search/index.json", ROOT);
const timeline = { module: Math.round(performance.now()) };
const mark = (name) => (timeline[name] = Math.round(performance.now()));

let stage = "download";
let loaded = 0;
let total = 0;
const seen = new Set();

const PROGRESS_EVERY_MS = 100;
let progressTimer = null;

function progress(nextStage) {
  if (nextStage) stage = nextStage;
  postMessage({ type: "progress", stage, loaded, total });
}

// At most one progress message per PROGRESS_EVERY_MS while bytes stream in.
function progressSoon() {
  if (progressTimer !== null) return;
  progressTimer = setTimeout(() => {
    progressTimer = null;
    progress();
  }, PROGRESS_EVERY_MS);
}

// The stage moves on once the wasm has arrived (its bytes are counted as they stream, above).
function wasmArrived(entries) {
  for (const entry of entries) {
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    if (entry.name.endsWith(".wasm")) {
      timeline.wasm = Math.round(entry.responseEnd);
      if (stage === "download") progress("start");
    }
  }
}
if (typeof PerformanceObserver === "function") {
  new PerformanceObserver((list) => wasmArrived(list.getEntries())).observe({ type: "resource", buffered: true });
}

async function fetchOk(url, as) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered HTTP ${response.status}`);
  return response[as]();
}

const queue = [];
let python = null;

self.onmessage = (event) => {
  queue.push(event.data);
  if (python) drain();
};

let answered = false; // whether a call reached Python yet (the warm-up below is then pointless)

function drain() {
  while (queue.length) {
    const message = queue.shift();
    answered = true;
    try {
      const start = performance.now();
      const text =
        message.type === "page"
          ? python.page(message.state)
          : message.type === "facets"
            ? python.facets(String(message.request), Boolean(message.bestEffort))
            : python.answer(
                String(message.request),
                message.profile || "relay",
                Boolean(message.lenient),
                Boolean(message.bestEffort),
              );
      const ms = performance.now() - start;
      postMessage({ id: message.id, type: message.type === "page" ? "page" : "response", text, ms });
    } catch (error) {
      postMessage({ id: message.id, type: "error", message: String(error && error.message ? error.message : error) });
    }
  }
}

async function boot() {
  progress("download");
  // Everything starts at once: the runtime, the slim stdlib, the index, then the compiled package.
  const manifest = fetchOk(new URL("runtime.json", RUNTIME), "json").then((data) => {
    total = data.bootBytes;
    progress();
    return data;
  });
  // A later visit starts from the marshal copy of the parsed index this worker cached (see below);
  // a first visit (nothing cached at all) fetches the JSON at once, without waiting for runtime.json.
  const marshalled = manifest.then(cachedIndex, () => null);
  const returning = anyCachedIndex();
  const index = returning.then(async (some) => (some && (await marshalled) ? null : fetchOk(INDEX_URL, "arrayBuffer")));
  index.catch(() => null); // reported where it is awaited
  // A returning reader starts from the build's memory snapshot this worker kept (see below); a first
  // visit starts at once, without waiting for runtime.json. Only a normal start needs the glue and the
  // compiled package (the snapshot holds both, imported): fetched at once then, or if the snapshot fails.
  const kept = await keptSnapshot();
  const normalStart = () => ({
    glue: fetchOk(new URL("waypost_worker.py", RUNTIME), "text"),
    pycache: manifest.then((data) => (data.pycache ? compiledPackage(data) : null)),
  });
  let extras = kept ? null : normalStart();
  const restored = kept ? await fromSnapshot(kept, manifest) : null;
  if (!restored) timeline.snapshot ??= "not used";
  const pyodide = restored || (await loadPyodide(pyodideOptions()));
  mark("pyodide");
  timeline.stdlib = restored ? "not mounted (snapshot)" : "slim";
  self.waypostPyodide = pyodide; // for DevTools and the browser tests
  progress("index");
  const { missingModules, fullStdlib } = await manifest;
  if (!restored) {
    extras ??= normalStart();
    pyodide.FS.writeFile("/tmp/waypost_worker.py", await extras.glue);
    const sys = pyodide.pyimport("sys");
    sys.path.insert(0, "/tmp");
    sys.destroy();
  }
  const cached = restored ? null : await extras.pycache;
  if (!restored && !cached) await pyodide.loadPackage("search-core"); // a build made without Node
  if (cached) pyodide.FS.writeFile("/tmp/waypost_pycache.zip", new Uint8Array(cached));
  const worker = pyodide.pyimport("waypost_worker");
  worker.prepare(new URL(fullStdlib, RUNTIME).href, missingModules, cached ? "/tmp/waypost_pycache.zip" : null);
  mark("engine");
  const hit = await marshalled;
  mark("indexFetched");
  if (hit) pyodide.FS.writeFile("/tmp/waypost_index.marshal", new Uint8Array(hit));
  const indexSha256 = (await manifest).indexSha256 || "";
  timeline.indexFrom = hit && worker.start_marshalled("/tmp/waypost_index.marshal", indexSha256) ? "cache" : "json";
  if (hit) pyodide.FS.unlink("/tmp/waypost_index.marshal");
  let parsedFrom = null; // the sha256 of the index text parsed, for its marshal copy (below)
  if (timeline.indexFrom === "json") {
    const text = (await index) || (await fetchOk(INDEX_URL, "arrayBuffer"));
    parsedFrom = sha256Hex(text);
    mark("indexFetched");
    pyodide.FS.writeFile("/tmp/waypost_index.json", new Uint8Array(text));
    worker.start("/tmp/waypost_index.json");
    pyodide.FS.unlink("/tmp/waypost_index.json");
  }
  python = { answer: worker.answer, page: worker.page, facets: worker.facets };
  mark("ready");
  progress("ready");
  postMessage({ type: "ready", ms: timeline.ready, timeline });
  drain();
  setTimeout(warmUp, 0);
  if (timeline.indexFrom === "json") {
    manifest.then((data) => setTimeout(() => storeIndex(worker, data, parsedFrom), INDEX_CACHE_DELAY_MS));
  }
  if (!restored) manifest.then((data) => setTimeout(() => keepSnapshot(data), SNAPSHOT_FETCH_DELAY_MS));
}

// The first search on a freshly loaded index costs a few hundred milliseconds more than the next
// (search_core prepares what it derives from the index on first use). When nothing was asked yet
// (a prewarmed page), one throwaway search pays that now, so the reader's first search does not: in
// best effort, as the search box asks, with a misspelt word, so the typo vocabulary is built too.
const WARM_UP_REQUEST = '{"query": "search serch"}';

function warmUp() {
  if (answered || queue.length) return;
  try {
    python.answer(WARM_UP_REQUEST, "relay", false, true);
    postMessage({ type: "warmedUp" });
  } catch (error) {
    // A warm-up that fails changes nothing: the reader's search reports its own errors.
  }
}

function pyodideOptions(stdlib = SLIM_STDLIB) {
  return {
    indexURL: RUNTIME.href,
    stdLibURL: stdlib.href,
    lockFileURL: new URL("pyodide-lock.json", RUNTIME).href,
    env: { PYTHONHASHSEED: "0" },
    createPyodideModule: async (settings) => (await emscriptenModule).default(settings),
    enableRunUntilComplete: false, // no asyncio here: skip setting up stack switching
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
  };
}

// The memory snapshot the build made (Python started, search_core and the glue imported), kept in
// Cache Storage after a first visit: restored instead of starting CPython and importing. One entry
// per site root, carrying the key runtime.json gave it; used only when that is runtime.json's key
// now (the same Pyodide, wheel and glue) and the glue inside says the same; Pyodide itself refuses a
// snapshot from another build of Pyodide. Anything wrong: null, and the normal start follows
// (timeline.snapshot says why). Cache Storage holds it decoded: reading it back is a copy, where the
// HTTP cache would decode 4 MB of brotli at every start.
const SNAPSHOT_CACHE = `search-snapshot ${ROOT.pathname}`;
const SNAPSHOT_ENTRY = new URL("pyodide/snapshot.bin", ROOT).href;
const SNAPSHOT_KEY_HEADER = "X-Waypost-Snapshot-Key";
const SNAPSHOT_FAILED_HEADER = "X-Waypost-Snapshot-Failed"; // this key could not be restored here

async function snapshotEntry() {
  if (typeof caches !== "object") return null;
  try {
    const hit = await (await caches.open(SNAPSHOT_CACHE)).match(SNAPSHOT_ENTRY);
    return hit ? { key: hit.headers.get(SNAPSHOT_KEY_HEADER), failed: hit.headers.has(SNAPSHOT_FAILED_HEADER), response: hit } : null;
  } catch (error) {
    return null;
  }
}

async function keptSnapshot() {
  const entry = await snapshotEntry();
  return entry && !entry.failed ? entry : null;
}

// A snapshot this browser could not restore is not fetched again (until a build names another).
async function rememberFailure(key) {
  try {
    const headers = { [SNAPSHOT_KEY_HEADER]: key || "", [SNAPSHOT_FAILED_HEADER]: "1" };
    await (await caches.open(SNAPSHOT_CACHE)).put(SNAPSHOT_ENTRY, new Response("", { headers }));
  } catch (error) {
    // Nothing kept: the next visit tries again.
  }
}

async function fromSnapshot(kept, manifest) {
  // Read while Pyodide's own files load; refused (before any restore) when the key is not this build's.
  const read = kept.response.arrayBuffer();
  read.catch(() => {}); // (awaited below)
  const bytes = manifest.then(async (data) => {
    if (!data.snapshot || kept.key !== data.snapshotKey) throw new StaleSnapshot();
    const memory = expandedSnapshot(await read);
    mark("snapshotRead");
    return memory;
  });
  bytes.catch(() => {}); // (loadPyodide awaits it; a refusal is reported below)
  try {
    const pyodide = await loadPyodide({ ...pyodideOptions(NO_STDLIB), _loadSnapshot: bytes });
    const glue = pyodide.pyimport("waypost_worker");
    const key = glue.SNAPSHOT_KEY;
    if (key !== (await manifest).snapshotKey) {
      glue.destroy();
      throw new StaleSnapshot();
    }
    glue.snapshot_started(SLIM_STDLIB.href);
    glue.destroy();
    timeline.snapshot = "used";
    return pyodide;
  } catch (error) {
    if (error instanceof StaleSnapshot) {
      timeline.snapshot = "refused (made for another build)";
    } else {
      console.warn("Waypost: the memory snapshot could not be used:", error);
      timeline.snapshot = "failed";
      await rememberFailure(kept.key);
    }
    return null;
  }
}

class StaleSnapshot extends Error {}

// The build ships the snapshot without its runs of zeros (waypost/runtime_snapshot.py, `sparse`): Python's
// memory is 31.5 MB of which 18 MB are zero pages. Header (little-endian uint32): the magic "WPSN", the
// memory's length, the number of runs, then each run's offset and length; then the runs' bytes in order.
const SPARSE_MAGIC = 0x4e535057;

function expandedSnapshot(buffer) {
  const header = new DataView(buffer);
  if (header.byteLength < 12 || header.getUint32(0, true) !== SPARSE_MAGIC) throw new Error("not a Waypost snapshot");
  const memory = new Uint8Array(header.getUint32(4, true));
  const runs = header.getUint32(8, true);
  const bytes = new Uint8Array(buffer);
  let at = 12 + runs * 8;
  for (let run = 0; run < runs; run++) {
    const offset = header.getUint32(12 + run * 8, true);
    const length = header.getUint32(16 + run * 8, true);
    memory.set(bytes.subarray(at, at + length), offset);
    at += length;
  }
  if (at !== bytes.length) throw new Error("a truncated snapshot");
  return memory;
}

// After a normal start, when the page has been idle a moment: the build's snapshot, fetched (past
// the HTTP cache: it is kept here) and kept for the next visit. Not with Save-Data.
const SNAPSHOT_FETCH_DELAY_MS = 2500;

async function keepSnapshot(manifest) {
  if (!manifest.snapshot || typeof caches !== "object") return;
  if (navigator.connection && navigator.connection.saveData) return;
  const entry = await snapshotEntry();
  if (entry && entry.failed && entry.key === manifest.snapshotKey) return;
  try {
    const response = await networkFetch(new URL(manifest.snapshot, RUNTIME), { cache: "no-store" });
    if (!response.ok) return;
    const bytes = await response.arrayBuffer();
    const headers = { "Content-Type": "application/octet-stream", [SNAPSHOT_KEY_HEADER]: manifest.snapshotKey };
    const cache = await caches.open(SNAPSHOT_CACHE);
    await cache.put(SNAPSHOT_ENTRY, new Response(bytes, { headers }));
    postMessage({ type: "snapshotCached" });
  } catch (error) {
    console.warn("Waypost: the memory snapshot could not be kept for next time:", error);
  }
}

// The parsed index, kept in marshal form in Cache Storage for the next visit: marshal.loads is several
// times faster than reading and parsing the JSON. Keyed by the sha256 of the index text it was parsed
// from and Pyodide's version; the copy carries that sha256 too, and Python uses it only when it is
// runtime.json's (start_marshalled). One cache per site (its root path), so two sites on one origin
// never read or delete each other's.
const INDEX_CACHE = `search-index-marshal ${ROOT.pathname}`;
const LEGACY_INDEX_CACHE = "search-index-marshal"; // shared by every site on the origin: removed
const INDEX_CACHE_DELAY_MS = 1500;

function indexCacheKey(manifest, indexSha256 = manifest.indexSha256) {
  return new URL(`search/index-${manifest.pyodide}-${indexSha256}.marshal`, ROOT).href;
}

async function anyCachedIndex() {
  if (typeof caches !== "object") return false;
  try {
    return (await (await caches.open(INDEX_CACHE)).keys()).length > 0;
  } catch (error) {
    return false;
  }
}

async function cachedIndex(manifest) {
  if (typeof caches !== "object" || !manifest.indexSha256) return null;
  const cache = await caches.open(INDEX_CACHE);
  const hit = await cache.match(indexCacheKey(manifest));
  return hit ? hit.arrayBuffer() : null;
}

// The compiled package, checked against runtime.json's sha256s (the zip, or its stored twin from a host that
// sends the .br/.gz copy): it is the package itself, so a copy another build left in the HTTP cache would not
// match the glue. A stale copy is fetched again past the cache, once.
async function compiledPackage(manifest) {
  const url = new URL(manifest.pycache, RUNTIME);
  const expected = manifest.pycacheSha256 || [];
  const current = async (bytes) => {
    const digest = expected.length ? await sha256Hex(bytes) : null; // null: no crypto.subtle (plain http)
    return digest === null || expected.includes(digest);
  };
  let bytes = await fetchOk(url, "arrayBuffer");
  if (!(await current(bytes))) {
    const response = await fetch(url, { cache: "reload" });
    bytes = response.ok ? await response.arrayBuffer() : null;
    if (!bytes || !(await current(bytes))) {
      throw new Error(`${manifest.pycache} is not the one this build made (its sha256 differs from runtime.json's)`);
    }
  }
  return bytes;
}

// The sha256 of some bytes, hex (null where crypto.subtle is missing: then nothing is cached).
async function sha256Hex(bytes) {
  if (!(globalThis.crypto && crypto.subtle)) return null;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// parsedFrom: a Promise of the sha256 of the index text the engine parsed.
async function storeIndex(worker, manifest, parsedFrom) {
  try {
    const indexSha256 = await parsedFrom;
    if (typeof caches !== "object" || !indexSha256) return;
    const proxy = worker.marshalled_index(indexSha256);
    const bytes = typeof proxy.toJs === "function" ? proxy.toJs() : proxy;
    if (typeof proxy.destroy === "function") proxy.destroy();
    const cache = await caches.open(INDEX_CACHE);
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(indexCacheKey(manifest, indexSha256), new Response(bytes));
    await caches.delete(LEGACY_INDEX_CACHE);
    postMessage({ type: "indexCached" });
  } catch (error) {
    console.warn("Waypost: the parsed index could not be cached:", error);
  }
}

boot().catch((error) => {
  postMessage({ type: "failed", message: String(error && error.message ? error.message : error) });
});
