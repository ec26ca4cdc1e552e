// The page's side of the search worker: starts it (or adopts the one the search UI's inline script
// started while the page was still loading), queues calls until Python is ready, and resolves each
// call with the worker's JSON text. No search logic: it only moves JSON.

const EARLY_WORKER = "__waypostWorker";
const IDLE_TIMEOUT_MS = 3000;
// Not ready this long after the start, and no byte received for STALL_MS, or not ready VERY_SLOW_START_MS after
// the start whatever the downloads do: the page says so (status.slow) and offers the browse pages. A slow line
// whose downloads keep coming (2 Mbit/s: about 18 s) shows its progress, not an alert.
export const SLOW_START_MS = 15000;
export const STALL_MS = 5000;
export const VERY_SLOW_START_MS = 60000;

export function startIsSlow(sinceStart, sinceProgress) {
  return sinceStart >= VERY_SLOW_START_MS || (sinceStart >= SLOW_START_MS && sinceProgress >= STALL_MS);
}

// Whether this reader asked to save data (Save-Data / Chrome's Lite mode): then nothing starts
// the engine before a search is asked for.
export function savesData() {
  return Boolean(navigator.connection && navigator.connection.saveData);
}

// Prewarm: start the engine once the browser is idle, so that the search box (or the next page's)
// finds Python started, the runtime in the HTTP cache and the parsed index cached. Not with Save-Data.
// Returns whether a start was scheduled.
export function startWhenIdle(engine) {
  if (savesData() || !window.Worker) {
    engine.status.prewarm = "skipped";
    return false;
  }
  const start = () => {
    engine.status.prewarm = "started";
    engine.start();
  };
  engine.status.prewarm = "scheduled";
  if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, 200);
  return true;
}

export function workerUrl(root) {
  return new URL(`${root}static/js/worker.js`, document.baseURI);
}

export class Engine {
  constructor(root) {
    this.root = root;
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = new Set();
    this.status = { stage: "idle", loaded: 0, total: 0, ready: false, failed: null, ms: null };
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {});
  }

  // Start the worker now (idempotent); adopts an early worker when one is waiting.
  start() {
    if (this.worker) return this;
    const early = window[EARLY_WORKER];
    this.status.workerCreatedAt = early ? early.waypostCreatedAt : performance.now();
    this.worker = early || new Worker(workerUrl(this.root), { type: "module" });
    if (early) {
      window[EARLY_WORKER] = null;
      for (const data of early.waypostBuffered || []) this.receive(data);
      early.removeEventListener("message", early.waypostBuffer);
    }
    this.worker.addEventListener("message", (event) => this.receive(event.data));
    this.worker.addEventListener("error", (event) => this.fail(event.message || "the search worker failed to start"));
    this.status.stage = this.status.ready ? "ready" : "download";
    this.notify();
    const startedAt = performance.now();
    this.lastProgressAt = startedAt;
    const check = () => {
      if (this.status.ready || this.status.failed) return;
      const now = performance.now();
      if (!startIsSlow(now - startedAt, now - this.lastProgressAt)) return setTimeout(check, 1000);
      this.status.slow = true;
      this.notify();
    };
    setTimeout(check, SLOW_START_MS);
    return this;
  }

  onStatus(listener) {
    this.listeners.add(listener);
    listener(this.status);
  }

  notify() {
    for (const listener of this.listeners) listener(this.status);
  }

  receive(data) {
    if (!data || typeof data !== "object") return;
    if (data.type === "progress") {
      const moved = data.loaded !== this.status.loaded || data.stage !== this.status.stage;
      if (moved) this.lastProgressAt = performance.now();
      Object.assign(this.status, { stage: data.stage, loaded: data.loaded, total: data.total });
      this.notify();
    } else if (data.type === "ready") {
      Object.assign(this.status, { stage: "ready", ready: true, ms: data.ms, timeline: data.timeline });
      this.status.readyAt = performance.now();
      this.resolveReady(data.ms);
      this.notify();
    } else if (data.type === "indexCached") {
      this.status.indexCached = true;
    } else if (data.type === "snapshotCached") {
      this.status.snapshotCached = true;
    } else if (data.type === "warmedUp") {
      this.status.warmedUp = true;
    } else if (data.type === "failed") {
      this.fail(data.message);
    } else if (this.pending.has(data.id)) {
      const { resolve, reject } = this.pending.get(data.id);
      this.pending.delete(data.id);
      if (data.type === "error") reject(new Error(data.message));
      else resolve({ text: data.text, ms: data.ms });
    }
  }

  fail(message) {
    if (this.status.failed) return;
    Object.assign(this.status, { stage: "failed", failed: String(message) });
    this.rejectReady(new Error(this.status.failed));
    for (const { reject } of this.pending.values()) reject(new Error(this.status.failed));
    this.pending.clear();
    this.notify();
  }

  call(message) {
    this.start();
    if (this.status.failed) return Promise.reject(new Error(this.status.failed));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  // {text, ms}: the response JSON text and the time Python took in the worker.
  timed(request, options = {}) {
    const text = typeof request === "string" ? request : JSON.stringify(request);
    const profile = options.profile || "relay";
    return this.call({
      type: "search",
      request: text,
      profile,
      lenient: Boolean(options.lenient),
      bestEffort: Boolean(options.bestEffort),
    });
  }

  // The response as JSON text: the same bytes as `python -m search_core` (without its final newline).
  async search(request, options = {}) {
    return (await this.timed(request, options)).text;
  }

  // What the search page draws for a URL state (relay + Isto responses, suggestion links), parsed.
  async page(state) {
    return JSON.parse((await this.call({ type: "page", state: JSON.stringify(state) })).text);
  }
}
