// Waypost's page script (a module, loaded by base.html on every page).
// - window.waypost.search(request, {profile, lenient, bestEffort}): a Promise of the response JSON text, the
//   same bytes as `python -m search_core` (docs/browser.md); window.waypost.facets(request, {bestEffort}):
//   the facet counts. The worker starts at once on pages with the search UI (whose inline script may
//   already have started it), elsewhere when the browser is idle, or at the first call. With Save-Data,
//   nothing starts it before a search is asked for: on the search UI's pages, the search box's first use.
// - The search UI, when the page has one.
// - The service worker, so that the site works offline after this visit.
import { Engine, savesData, startWhenIdle } from "./engine.js";
import { SearchPage } from "./search-ui.js";

const root = document.documentElement.dataset.root || "";
const engine = new Engine(root);
const section = document.querySelector("[data-search-ui]");
const savingData = savesData();
if (section && !savingData) engine.start();
else if (section) engine.status.prewarm = "skipped"; // the search box starts it (SearchPage.startOnUse)
// Prewarm: a later search on this page or the next finds a warm engine.
const prewarming = !section && startWhenIdle(engine);

const asText = (request) => (typeof request === "string" ? request : JSON.stringify(request));

window.waypost = {
  search: (request, options) => engine.search(request, options || {}),
  timed: (request, options) => engine.timed(request, options || {}),
  // search_core.facets for a request: {total, category: [{value, count}], protocol: [...], pricing: [...]}.
  facets: async (request, options) =>
    JSON.parse(
      (
        await engine.call({
          type: "facets",
          request: asText(request),
          bestEffort: Boolean(options && options.bestEffort),
        })
      ).text,
    ),
  get ready() {
    return engine.start().ready;
  },
  status: () => ({ ...engine.status }),
};

const searchPage = section ? new SearchPage(section, engine, root) : null;
searchPage?.start();

// The offline page (the service worker redirects there): "try again" goes back to the page asked for.
const retry = document.getElementById("offline-retry");
const asked = new URLSearchParams(window.location.search).get("from");
if (retry && asked && asked.startsWith("/") && !asked.startsWith("//")) retry.setAttribute("href", asked);

// A moment after the engine is ready and, on the search page, its first search drawn (after the page's
// load elsewhere): the service worker's first caching (the runtime, the index and the offline pages,
// each checked with the server) must not compete with the engine, the page or its first result.
// With Save-Data it waits for the engine, however late: its caching would download the engine too.
const SERVICE_WORKER_DELAY_MS = 1000;
const later = () => setTimeout(registerServiceWorker, SERVICE_WORKER_DELAY_MS);
if (searchPage) Promise.allSettled([engine.ready, searchPage.firstSearchDone]).then(later);
else if (prewarming || savingData) engine.ready.then(later, later);
else if (document.readyState === "complete") later();
else window.addEventListener("load", later, { once: true });

async function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  try {
    const registration = await navigator.serviceWorker.register(`${root}sw.js`);
    await navigator.serviceWorker.ready;
    // What this page loaded before the service worker controlled it (styles, scripts, the page itself).
    const urls = [window.location.href, ...performance.getEntriesByType("resource").map((entry) => entry.name)];
    const active = registration.active || navigator.serviceWorker.controller;
    if (!active) return;
    navigator.serviceWorker.addEventListener("message", (event) => {
      if (event.data?.type === "cached") document.documentElement.dataset.offlineReady = event.data.version;
    });
    active.postMessage({ type: "cache", urls: urls.filter((url) => url.startsWith(window.location.origin)) });
  } catch (error) {
    console.warn("Waypost: offline use unavailable:", error);
  }
}
