// Waypost's service worker: after the first visit the site works offline.
// The build (waypost/runtime.py) fills in VERSION (a hash of the runtime and the search index) and
// PRECACHE (site paths, relative to this file, which sits at the site root).
//
// - Install caches PRECACHE (the home and search pages, the site's scripts, the index and the runtime),
//   then the pages offline-pages.json lists (every page within a size budget, waypost/offline.py), so
//   every service, category and browse page opens offline after the first visit of any page. Every
//   request at install asks the server whether the HTTP cache's copy is current (cache: "no-cache"): a
//   new build never stores the previous build's index or runtime.json under its own name, and what the
//   page has just downloaded (the runtime and the index, 5 MB and more) is not downloaded a second time.
// - Pages, styles and scripts: the network first, the cache when the network fails; what succeeds is
//   kept (pages by path, whatever their query; "a/" and "a/index.html" are one page), so pages visited
//   once work offline too. A page neither saved nor visited opens the offline page, which links to
//   what is saved.
// - The big runtime files and the index (RUNTIME_FILES) never pass through this worker: the browser
//   fetches them itself (a static route where the browser has them, else no respondWith), so its HTTP
//   cache and its compiled-WebAssembly cache keep working; passing Pyodide's 9.6 MB wasm through a
//   service worker more than doubled the start of a second visit. Offline, the search worker
//   (static/js/worker.js) reads them from this cache itself.
// A new VERSION installs a new cache and deletes this site's old ones. Caches are named by this worker's
// scope, so two Waypost sites under two paths of one origin never delete (or read) each other's.
// No request leaves the origin.
const VERSION = "__WAYPOST_VERSION__";
const PRECACHE = ["__WAYPOST_PRECACHE__"];
const SCOPE = new URL("./", self.location.href);
const CACHE_PREFIX = `waypost:${SCOPE.pathname}:`;
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const OFFLINE_LIST = "offline-pages.json";
const OFFLINE_PAGE = "offline.html";
const PAGE_FETCHES_AT_ONCE = 6;
const RUNTIME_FILES = [
  ["pyodide/", ".wasm"],
  ["pyodide/", ".zip"],
  ["pyodide/", ".whl"],
  ["pyodide/", ".json"],
  ["pyodide/", ".py"],
  ["pyodide/", ".bin"],
  ["pyodide/", ".mjs"],
  ["search/index.json", ""],
];

function isRuntimeFile(url) {
  const path = new URL(url).pathname;
  return RUNTIME_FILES.some(
    ([prefix, suffix]) => path.startsWith(new URL(prefix, SCOPE).pathname) && path.endsWith(suffix),
  );
}

// Chrome's static routing: these requests then never even wake this worker up.
function addStaticRoutes(event) {
  if (typeof event.addRoutes !== "function" || typeof URLPattern !== "function") return;
  if (/[(){}*+?:\\]/.test(SCOPE.pathname)) return;
  const routes = RUNTIME_FILES.map(([prefix, suffix]) => ({
    condition: { urlPattern: new URLPattern({ pathname: `${SCOPE.pathname}${prefix}${suffix ? `*${suffix}` : ""}` }) },
    source: "network",
  }));
  return event.addRoutes(routes).catch(() => undefined);
}

// Checked with the server: the HTTP cache's copy only when the server answers that it is current (304),
// since the cache may hold the previous build's files.
function fresh(url) {
  return new Request(new URL(url, SCOPE).href, { cache: "no-cache" });
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.resolve(addStaticRoutes(event))
      .then(() => caches.open(CACHE))
      .then((cache) => cache.addAll(PRECACHE.map(fresh)).then(() => savePages(cache)))
      .then(() => self.skipWaiting()),
  );
});

// The pages offline-pages.json lists, a few at a time; one that fails is simply not saved.
async function savePages(cache) {
  let pages = [];
  try {
    const response = await fetch(fresh(OFFLINE_LIST));
    if (response.ok) pages = (await response.json()).pages || [];
  } catch (offline) {
    return;
  }
  const queue = pages.map((path) => new URL(path, SCOPE).href);
  const worker = async () => {
    while (queue.length) {
      const url = queue.shift();
      try {
        const response = await fetch(fresh(url));
        if (response.ok) await cache.put(pageKey(url), response);
      } catch (offline) {
        // Not saved now; visiting it online keeps it.
      }
    }
  };
  await Promise.all(Array.from({ length: PAGE_FETCHES_AT_ONCE }, worker));
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.resolve(self.registration.navigationPreload && self.registration.navigationPreload.enable())
      .catch(() => undefined)
      .then(() => caches.keys())
      .then((keys) => keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE))
      .then((old) => Promise.all(old.map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// A page sends {type: "cache", urls: [...]} with what it loaded before this worker controlled it.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "cache" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => isOwn(url) && !isRuntimeFile(url) && !url.endsWith(`/${OFFLINE_LIST}`));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(urls.map((url) => keep(cache, url))))
      .then(() => event.source && event.source.postMessage({ type: "cached", version: VERSION })),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !isOwn(request.url) || isRuntimeFile(request.url)) return;
  event.respondWith(networkFirst(request, request.mode === "navigate" ? event.preloadResponse : null));
});

function isOwn(url) {
  return new URL(url, SCOPE).href.startsWith(SCOPE.href);
}

// Pages differ by path, not by query: /search/?q=a and /search/?q=b are the same document; a directory
// is its index.html (/services/x/ and /services/x/index.html are one page, saved once).
function pageKey(url) {
  const key = new URL(url);
  key.search = "";
  key.hash = "";
  if (key.pathname.endsWith("/")) key.pathname += "index.html";
  return key.href;
}

async function keep(cache, url) {
  const key = pageKey(url);
  if (await cache.match(key)) return;
  try {
    const response = await fetch(url);
    if (response.ok) await cache.put(key, response);
  } catch (offline) {
    // Nothing to keep now; the next visit online fills it in.
  }
}

// preloaded: a navigation's preload response (navigation preload starts the request while this
// worker boots, so a page does not wait for the service worker first).
async function networkFirst(request, preloaded) {
  try {
    const response = (preloaded && (await preloaded)) || (await fetch(request));
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(pageKey(request.url), copy));
    }
    return response;
  } catch (offline) {
    const cache = await caches.open(CACHE);
    const hit = (await cache.match(pageKey(request.url))) || (await cache.match(request, { ignoreSearch: true }));
    if (hit) return hit;
    if (request.mode === "navigate" && (await cache.match(pageKey(new URL(OFFLINE_PAGE, SCOPE))))) {
      // Redirected, so the offline page's relative links resolve from the site root.
      const target = new URL(OFFLINE_PAGE, SCOPE);
      target.searchParams.set("from", new URL(request.url).pathname);
      return Response.redirect(target.href, 302);
    }
    throw offline;
  }
}
