// Waypost's service worker: after the first visit the site works offline.
// The build (waypost/runtime.py) fills in VERSION (a hash of the runtime and the search index) and
// PRECACHE (site paths, relative to this file, which sits at the site root).
// Every same-origin GET goes to the network first and falls back to the cache when the network fails;
// what succeeds is kept, so pages visited once work offline. Online, responses are the network's own:
// the browser's HTTP cache and its compiled-WebAssembly cache keep working (serving Pyodide's 9.6 MB
// wasm from Cache Storage would cost a full compile at every start). The runtime and the index are
// cached at install, so the search works offline after the first visit.
// A new VERSION installs a new cache and deletes the old ones. No request leaves the origin.
const VERSION = "__WAYPOST_VERSION__";
const PRECACHE = ["__WAYPOST_PRECACHE__"];
const CACHE = `waypost-${VERSION}`;
const SCOPE = new URL("./", self.location.href);

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((path) => new URL(path, SCOPE).href)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("waypost-") && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// A page sends {type: "cache", urls: [...]} with what it loaded before this worker controlled it.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "cache" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => isOwn(url));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(urls.map((url) => keep(cache, url))))
      .then(() => event.source && event.source.postMessage({ type: "cached", version: VERSION })),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !isOwn(request.url)) return;
  event.respondWith(networkFirst(request));
});

async function keep(cache, url) {
  const key = pageKey(new Request(url));
  if (await cache.match(key)) return;
  try {
    const response = await fetch(url);
    if (response.ok) await cache.put(key, response);
  } catch (offline) {
    // Nothing to keep now; the next visit online fills it in.
  }
}

function isOwn(url) {
  return new URL(url, SCOPE).href.startsWith(SCOPE.href);
}

// The runtime and the index are cached once, at install (they only change with VERSION).
const RUNTIME = [new URL("pyodide/", SCOPE).href, new URL("search/index.json", SCOPE).href];

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok && !RUNTIME.some((prefix) => request.url.startsWith(prefix))) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(pageKey(request), copy));
    }
    return response;
  } catch (offline) {
    const cache = await caches.open(CACHE);
    const hit = (await cache.match(pageKey(request))) || (await cache.match(request, { ignoreSearch: true }));
    if (hit) return hit;
    throw offline;
  }
}

// Pages differ by path, not by query: /search/?q=a and /search/?q=b are the same document.
function pageKey(request) {
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  return url.href;
}
