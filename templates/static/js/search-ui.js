// The search page: form <-> URL state <-> worker <-> results. Draws what Python returned, nothing more.
// Everything taken from data is inserted with textContent (the el() helper) or as an attribute value.
import { hasState, sameState, stateFromSearch, urlForState } from "./url-state.js";

const STAGE_WORDS = {
  idle: "Search engine not started",
  download: "Downloading the search engine",
  start: "Starting Python",
  index: "Loading the search index",
  ready: "Search engine ready",
  failed: "The search engine could not start",
};
const TYPING_DELAY_MS = 250;
const WAITING_WORDS = "Your search runs as soon as the search engine is ready…";
const SAVE_DATA_WORDS =
  "Your browser asks to save data: the search engine (several megabytes) downloads when you use the search box.";

// el("a", {href: "…", class: "x"}, "text", child…): text children become text nodes, never HTML.
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// Rich text from Python (search_core.people): [{text, em}] parts; emphasis becomes <em>, never markup.
// A part with a `path` (a site page the worker's glue names, e.g. the category index) becomes a link
// to it through `link(path)`, which makes it relative to the page.
export function rich(parts, link = null) {
  return (parts || []).map((part) => {
    const text = part.em ? el("em", {}, part.text) : part.text;
    return part.path && link ? el("a", { href: link(part.path) }, text) : text;
  });
}

// `text` with the given [start, end) ranges (UTF-16 indices, computed in Python) wrapped in <mark>.
export function marked(text, ranges) {
  const nodes = [];
  let at = 0;
  for (const [start, end] of ranges || []) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) nodes.push(text.slice(at, start));
    nodes.push(el("mark", {}, text.slice(start, end)));
    at = end;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

// An arrow beside a link's words: seen, not read out ("Next page", not "Next page right arrow").
function arrow(text) {
  return el("span", { "aria-hidden": "true" }, text);
}

// A block of JSON that may scroll: focusable and named, so keyboard users can scroll it too.
function codeBlock(text, label) {
  return el("pre", { tabindex: "0", role: "region", "aria-label": label }, text);
}


const FILTERS = ["category", "protocol", "pricing"];
const DEFAULT_LIMIT = "10"; // the page's own default (waypost/pyodide_worker.py, PAGE_LIMIT)
const TYPING_PAUSE_MS = 1200; // a pause this long ends a typed search: the next one is a new history entry
const TITLE_QUERY_CHARS = 80; // a longer query is cut in the tab's title (the page itself shows it whole)
const SELECT_PAUSE_MS = 1000; // a filter chosen with the arrow keys applies after this pause, Enter or leaving
const SELECT_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

export class SearchPage {
  constructor(section, engine, root) {
    this.section = section;
    this.engine = engine;
    this.root = root;
    this.form = section.querySelector("form");
    this.results = section.querySelector("#results");
    this.statusBox = section.querySelector("#engine-status");
    this.announcer = section.querySelector("#search-announcer");
    this.filtersBox = section.querySelector("details.filters");
    this.fields = Object.fromEntries(
      [...this.form.elements].filter((field) => field.name).map((field) => [field.name, field]),
    );
    this.state = {};
    this.generation = 0;
    this.typingTimer = null;
    this.pauseTimer = null;
    this.typingPushed = false; // the typed search in progress already has its own history entry
    this.restoring = false; // Back/Forward being restored: scroll and focus are not saved meanwhile
    this.scrollTimer = null;
    this.pendingSelect = null; // a select changed with the keyboard, not yet applied
    this.selectTimer = null;
    this.fullRecords = new Map();
    this.baseTitle = document.title;
    // Settles when the page's first search has been drawn (or failed, or there was none to run).
    this.firstSearchDone = new Promise((resolve) => (this.settleFirstSearch = resolve));
  }

  start() {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.commitTyping();
    });
    for (const name of [...FILTERS, "limit"]) this.watchSelect(this.fields[name]);
    this.fields.view?.addEventListener("change", () => this.go(this.formState(), { push: true }));
    for (const name of ["q", "qe"]) this.fields[name]?.addEventListener("input", () => this.typed());
    this.results.addEventListener("click", (event) => this.clicked(event));
    // Back/Forward: what was saved for the entry is read at once, before anything can overwrite it.
    window.addEventListener("popstate", () => {
      clearTimeout(this.scrollTimer);
      const state = stateFromSearch(window.location.search);
      // Only the fragment changed (the skip link's "#main", or Back from it): the results stay as drawn,
      // open records and disclosures included; a saved scroll and focus are restored.
      if (sameState(state, this.state)) this.restoreView(history.state);
      else this.go(state, { restore: true, saved: history.state });
    });
    window.addEventListener("scroll", () => {
      clearTimeout(this.scrollTimer);
      if (!this.restoring) this.scrollTimer = setTimeout(() => this.remember(), 150);
    });
    window.addEventListener("pagehide", () => this.remember());
    this.section.addEventListener("focusin", () => {
      if (!this.restoring) this.remember();
    });
    // A disclosure opened or closed ("Why it matched", "How this search was read") is remembered at once
    // ("toggle" does not bubble: it is caught on its way down).
    this.results.addEventListener("toggle", () => {
      if (!this.restoring) this.remember();
    }, true);
    this.startOnUse();
    this.engine.onStatus((status) => this.drawStatus(status));
    this.engine.ready.then(() => this.announce("Search engine ready."), () => {});
    const initial = stateFromSearch(window.location.search);
    if (this.filtersBox) {
      this.filtersBox.open = window.matchMedia("(min-width: 40rem)").matches || FILTERS.some((name) => initial[name]);
    }
    if (hasState(initial)) this.go(initial, { restore: true, saved: history.state });
    else this.settleFirstSearch();
  }

  // With Save-Data the page does not start the engine (app.js): the search box does, when focused or typed
  // in; a search asked for otherwise (submitted, a filter, a search in the URL) starts it by asking.
  startOnUse() {
    if (this.engine.worker) return;
    const start = () => this.engine.start();
    for (const name of ["q", "qe"]) {
      this.fields[name]?.addEventListener("focus", start, { once: true });
      this.fields[name]?.addEventListener("input", start, { once: true });
    }
  }

  // A select applies when chosen with the pointer at once; chosen with the arrow keys (which change a closed
  // select at every press), it applies on Enter, on leaving it, or after a pause: one search, one history entry.
  watchSelect(field) {
    if (!field) return;
    field.addEventListener("keydown", (event) => {
      if (SELECT_KEYS.has(event.key) || event.key.length === 1) this.pendingSelect = field;
      if (event.key === "Enter" && this.pendingSelect === field) {
        event.preventDefault();
        this.commitSelect();
      }
    });
    field.addEventListener("change", () => {
      clearTimeout(this.selectTimer);
      if (this.pendingSelect === field) this.selectTimer = setTimeout(() => this.commitSelect(), SELECT_PAUSE_MS);
      else this.go(this.formState(), { push: true });
    });
    field.addEventListener("blur", () => {
      if (this.pendingSelect === field) this.commitSelect();
    });
  }

  commitSelect() {
    clearTimeout(this.selectTimer);
    if (!this.pendingSelect) return;
    this.pendingSelect = null;
    if (!sameState(this.formState(), this.state)) this.go(this.formState(), { push: true });
  }

  // The form as a URL state (offset dropped: a new search starts at the first page).
  formState() {
    const state = {};
    for (const [name, field] of Object.entries(this.fields)) {
      if (name === "offset") continue;
      const value = field.type === "checkbox" ? (field.checked ? field.value : "") : field.value.trim();
      if (value !== "") state[name] = value;
    }
    if (state.limit === DEFAULT_LIMIT) delete state.limit;
    return state;
  }

  fillForm(state) {
    for (const [name, field] of Object.entries(this.fields)) {
      const value = state[name] ?? (name === "limit" ? DEFAULT_LIMIT : "");
      if (field.type === "checkbox") field.checked = value === field.value;
      else if (field.tagName === "SELECT") {
        // A limit the select does not offer (?limit=7) is added, so the select says what is shown. A filter
        // value it does not offer is not (?pricing=cheap: the engine's error says why): the select shows "Any",
        // what the next search will use; offerFilterValue adds one the engine accepted.
        const offered = [...field.options].some((option) => option.value === value);
        if (value && !offered && name === "limit") {
          const after = [...field.options].find((option) => Number(option.value) > Number(value)) ?? null;
          field.insertBefore(el("option", { value }, value), after);
        }
        field.value = offered || name === "limit" ? value : "";
      } else if (field !== document.activeElement || field.value.trim() !== value) field.value = value;
    }
    const more = this.section.querySelector("details.field-more");
    if (more && (state.qe || state.view)) more.open = true;
    if (this.filtersBox && FILTERS.some((name) => state[name])) this.filtersBox.open = true;
  }

  // Typing searches as you type; the first search of a typed query gets its own history entry, the next
  // ones replace it, and a pause (or Enter) ends the query: Back returns to the search before it.
  typed() {
    clearTimeout(this.typingTimer);
    clearTimeout(this.pauseTimer);
    this.typingTimer = setTimeout(() => {
      this.go(this.formState(), { push: !this.typingPushed });
      this.typingPushed = true;
      this.pauseTimer = setTimeout(() => (this.typingPushed = false), TYPING_PAUSE_MS);
    }, TYPING_DELAY_MS);
  }

  commitTyping() {
    clearTimeout(this.pauseTimer);
    this.go(this.formState(), { push: !this.typingPushed });
    this.typingPushed = false;
  }

  // The tab's title names the search ("pdf, Documents – Search · Waypost"), so that a bookmark, the history
  // list and a shared link's tab tell searches apart; with no search, the page's own title again.
  showTitle(state) {
    const filters = FILTERS.filter((name) => state[name]).map((name) => {
      const option = [...(this.fields[name]?.options || [])].find((item) => item.value === state[name]);
      return option ? option.dataset.label || option.textContent : state[name];
    });
    const characters = [...(state.q || "").trim()]; // whole code points: a cut never splits an emoji
    const cut = characters.length > TITLE_QUERY_CHARS ? "…" : "";
    const query = characters.slice(0, TITLE_QUERY_CHARS).join("") + cut;
    const words = [query, ...filters].filter(Boolean);
    document.title = words.length ? `${words.join(", ")} – ${this.baseTitle}` : this.baseTitle;
  }

  // Where the reader is on this history entry (scroll, focus and what is open), kept in history.state for
  // Back/Forward.
  // The focused element is kept by its id or, for one without (a result's category link, "Why it matched",
  // "Show full record"), by its place among the search section's controls: the same search draws them again
  // in the same order.
  remember() {
    const active = document.activeElement;
    const inside = active && active !== document.body && this.section.contains(active);
    const focus = inside && active.id ? active.id : null;
    const focusAt = inside && !active.id ? this.controls().indexOf(active) : -1;
    const open = this.openParts();
    const saved = history.state || {};
    const same = saved.scrollY === window.scrollY && saved.focus === focus && (saved.focusAt ?? -1) === focusAt;
    if (same && String(saved.open || []) === String(open)) return;
    history.replaceState({ ...saved, scrollY: window.scrollY, focus, focusAt, open }, "");
  }

  // What the reader opened in the results, by name: "why:<slug>" and "full:<slug>" for a result's
  // disclosures, and the classes of the open "How this search was read" disclosures.
  openParts() {
    const parts = [];
    for (const card of this.results.querySelectorAll(".result[data-slug]")) {
      if (card.querySelector("details.why")?.open) parts.push(`why:${card.dataset.slug}`);
      const full = card.querySelector(".toggle-full")?.getAttribute("aria-expanded") === "true";
      if (full) parts.push(`full:${card.dataset.slug}`);
    }
    for (const details of this.results.querySelectorAll("details.read-as, details.raw-response")) {
      if (details.open) parts.push(details.className);
    }
    return parts;
  }

  // Opens again what the reader had open (a full record is fetched again: one worker call for the page).
  async reopen(parts) {
    const cards = new Map();
    for (const card of this.results.querySelectorAll(".result[data-slug]")) cards.set(card.dataset.slug, card);
    const loads = [];
    for (const part of parts || []) {
      const [kind, slug] = part.split(/:(.*)/s);
      const card = cards.get(slug);
      if (kind === "why" && card) card.querySelector("details.why")?.setAttribute("open", "");
      const toggle = kind === "full" && card ? card.querySelector(".toggle-full") : null;
      if (toggle && toggle.getAttribute("aria-expanded") !== "true") loads.push(this.toggleFull(toggle));
      if (!slug) this.results.querySelector(`details.${CSS.escape(kind)}`)?.setAttribute("open", "");
    }
    await Promise.all(loads);
  }

  controls() {
    // Not inside a full record: those are drawn only when opened, so they would shift the places after them.
    const all = this.section.querySelectorAll("a[href], button, summary, input, select, [tabindex]");
    return [...all].filter((node) => !node.closest(".full-record"));
  }

  async restoreView(saved) {
    await this.reopen(saved?.open);
    if (typeof saved?.scrollY === "number") window.scrollTo(0, saved.scrollY);
    const target = saved?.focus
      ? document.getElementById(saved.focus)
      : saved?.focusAt >= 0 ? this.controls()[saved.focusAt] : null;
    if (target) target.focus({ preventScroll: true });
  }

  // Show `state`: update the URL (push a history entry or replace the current one), then search.
  async go(state, { push = false, restore = false, focus = false, saved = null } = {}) {
    clearTimeout(this.typingTimer);
    this.restoring = restore;
    if (!restore) {
      const url = urlForState(state);
      if (push && !sameState(state, stateFromSearch(window.location.search))) {
        this.remember();
        history.pushState({}, "", url);
      } else history.replaceState(history.state, "", url);
    }
    this.fillForm(state);
    this.showTitle(state);
    this.state = state;
    const generation = ++this.generation;
    if (!hasState(state)) {
      this.restoring = false;
      this.results.replaceChildren();
      this.drawFacets(null); // no search, no counts: every option back to its label, none disabled
      this.announce("Search cleared.");
      this.settleFirstSearch();
      return;
    }
    if (!this.engine.status.ready) {
      // Said to screen readers too: otherwise a search asked for during the start is met with silence.
      this.results.replaceChildren(el("p", { class: "count" }, WAITING_WORDS));
      this.announce(WAITING_WORDS);
    }
    this.results.setAttribute("aria-busy", "true");
    try {
      const view = await this.engine.page(state);
      if (generation !== this.generation) return;
      if (!sameState(view.state, state)) {
        this.state = view.state; // the worker dropped what it cannot use (?limit=abc): the URL says so too
        history.replaceState(history.state, "", urlForState(view.state));
        this.fillForm(view.state);
        this.showTitle(view.state);
      }
      this.draw(view);
      this.results.dataset.drawnAt = String(performance.now());
      this.settleFirstSearch();
      if (restore) await this.restoreView(saved);
      if (focus) this.results.querySelector("#results-heading")?.focus();
    } catch (error) {
      this.settleFirstSearch();
      if (generation !== this.generation) return;
      this.announce(""); // the alert below is said; the wait announced before it is over
      this.results.replaceChildren(
        el("p", { class: "notice", role: "alert" }, "The search failed in your browser. Reload the page to try again."),
      );
      console.warn("Waypost: search failed:", error);
    } finally {
      if (generation === this.generation) {
        this.results.removeAttribute("aria-busy");
        this.restoring = false;
      }
    }
  }

  clicked(event) {
    const link = event.target.closest("a[data-state]");
    if (link && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0) {
      event.preventDefault();
      this.go(JSON.parse(link.dataset.state), { push: true, focus: true });
      return;
    }
    const toggle = event.target.closest("button[data-full]");
    if (toggle) this.toggleFull(toggle);
  }

  stateLink(state, content, attributes = {}) {
    return el("a", { href: urlForState(state), "data-state": JSON.stringify(state), ...attributes }, content);
  }

  pagePath(path) {
    return `${this.root}${path}`;
  }

  announce(text) {
    if (this.announcer) this.announcer.textContent = text;
  }

  drawStatus(status) {
    const box = this.statusBox;
    if (!box) return;
    box.dataset.stage = status.stage;
    if (status.ready) {
      delete box.dataset.trouble;
      // Said once to screen readers (the live region); on screen the results speak for themselves.
      box.replaceChildren(el("span", { class: "visually-hidden" }, `${STAGE_WORDS.ready}.`));
      return;
    }
    if (status.failed || status.slow) {
      // The alert is written once per kind of trouble: status updates that keep coming (files still
      // streaming) redraw only the progress bar, so a screen reader does not hear the alert again and
      // a link being clicked is not replaced under the pointer.
      const trouble = status.failed ? "failed" : "slow";
      if (box.dataset.trouble !== trouble) {
        box.dataset.trouble = trouble;
        box.replaceChildren(this.startupTrouble(status));
      }
      const alert = box.querySelector("[role=alert]");
      while (alert && alert.nextSibling) alert.nextSibling.remove();
      if (!status.failed) box.append(this.progressBar(status));
      return;
    }
    delete box.dataset.trouble;
    if (status.stage === "idle" && status.prewarm === "skipped") {
      box.replaceChildren(el("span", {}, SAVE_DATA_WORDS));
      return;
    }
    box.replaceChildren(this.progressBar(status));
  }

  // The engine failed, or is not ready 15 s after its start: say so, and offer the static pages.
  startupTrouble(status) {
    const words = status.failed
      ? "Search could not start in this browser. "
      : "Search is taking longer than usual to start; it keeps trying. ";
    const links = [
      ["category/index.html", "category"],
      ["protocol/index.html", "protocol"],
      ["pricing/index.html", "pricing"],
      ["provider/index.html", "provider"],
    ].map(([path, label]) => el("a", { href: this.pagePath(path) }, label));
    const list = [links[0], ", ", links[1], ", ", links[2], " or ", links[3]];
    return el("p", { role: "alert", class: "notice" }, words, "Meanwhile, browse the catalogue by ", list, ".");
  }

  // Words for the stage and, while files download, the share downloaded so far (all the files, not one).
  // A share, not megabytes: the worker counts decoded bytes, far more than a brotli or gzip host sends.
  progressBar(status) {
    const words = STAGE_WORDS[status.stage] || status.stage;
    const total = status.total || 0;
    const downloading = (status.stage === "download" || status.stage === "start") && total > 0 && status.loaded < total;
    // A share only while files download: once Python starts or reads the index the bar moves no more, so it
    // shows work going on (indeterminate) instead of standing still at the share the downloads reached.
    const bar = el("progress", { max: downloading ? total : null, value: downloading ? status.loaded : null, "aria-label": words });
    const share = downloading ? ` (${Math.floor((100 * status.loaded) / total)} %)` : "";
    return el("span", {}, bar, ` ${words}…${share}`);
  }

  draw(view) {
    const people = view.people || {};
    this.drawFacets(view.facets, view.state);
    if (people.error) {
      this.drawError(people.error);
      return;
    }
    const relay = view.relay;
    const services = relay.services || [];
    const offset = Number(view.state.offset || 0);
    const heading = el("h3", { id: "results-heading", tabindex: "-1" }, rich(people.sentence));
    const pager = this.drawPager(relay, view.state);
    // A keyboard's way past the page's results (three controls each) to the page links: shown when focused.
    const skip = pager ? el("a", { class: "skip-to-pages", href: "#result-pages" }, "Skip to result pages") : null;
    const parts = [el("div", { class: "results-head" }, heading, people.window ? el("p", { class: "count window" }, people.window) : null, skip)];
    if (people.notes?.length) {
      parts.push(el("ul", { class: "notice notes", "aria-label": "Before you read the results" },
        people.notes.map((note) => el("li", {}, rich(note, (path) => this.pagePath(path))))));
    }
    parts.push(this.drawActions(people.actions));
    // The side-by-side table comes first when the search compared services ("tavily vs exa"), else after them.
    const sideBySide = this.drawSideBySide(people.sideBySide);
    if (people.sideBySide?.open) parts.push(sideBySide);
    if (services.length) {
      const results = people.results || [];
      const drawn = services.map((service, i) => this.drawService(service, results[i] || {}, i));
      // Where the results matching only part of the query begin (best effort): a second list, named by the
      // words before it, so both eyes and screen readers can tell the two groups apart.
      const split = people.partialFrom ? Number(people.partialFrom.index) : -1;
      if (split >= 0 && split < drawn.length) {
        if (split > 0) parts.push(el("ol", { class: "result-list", start: offset + 1 }, drawn.slice(0, split)));
        parts.push(el("p", { class: "partial-from", id: "partial-from" }, people.partialFrom.label));
        parts.push(el("ol", { class: "result-list", start: offset + split + 1, "aria-labelledby": "partial-from" },
          drawn.slice(split)));
      } else parts.push(el("ol", { class: "result-list", start: offset + 1 }, drawn));
    }
    if (!people.sideBySide?.open) parts.push(sideBySide);
    parts.push(pager);
    parts.push(this.drawReadAs(people.readAs, view));
    this.fullRecords.clear();
    this.results.replaceChildren(...parts.filter(Boolean));
    this.announce(people.window ? `${heading.textContent} ${people.window}` : heading.textContent);
  }

  // The filters' options with their number of matches for the current words (search_core.facets); a value
  // that gives nothing is disabled, unless it is the one selected.
  drawFacets(facets, state = {}) {
    for (const name of FILTERS) {
      const field = this.fields[name];
      const counts = facets && !facets.error_code ? facets[name] : null;
      if (!field) continue;
      this.offerFilterValue(field, state[name], counts);
      const byValue = new Map((counts || []).map((item) => [item.value, item.count]));
      for (const option of field.options) {
        if (!option.value) {
          const label = option.dataset.label || option.textContent;
          option.dataset.label = label;
          const any = counts ? facets.any?.[name] : undefined;
          option.textContent = any === undefined ? label : `${label} (${any})`;
          continue;
        }
        const label = option.dataset.label || option.textContent;
        option.dataset.label = label;
        const count = byValue.get(option.value);
        if (count === undefined) {
          option.textContent = label;
          option.disabled = false;
          delete option.dataset.count;
          continue;
        }
        option.dataset.count = String(count);
        option.textContent = `${label} (${count})`;
        option.disabled = count === 0 && field.value !== option.value;
      }
    }
  }

  // A filter value in the URL that the select does not offer (a protocol no service speaks has no option),
  // once the engine has accepted it (its facets count it): added, so the select says what is applied.
  // A value the engine refused (?pricing=FREE) never is: the error explains it.
  offerFilterValue(field, value, counts) {
    if (!value || !counts || !counts.some((item) => item.value === value)) return;
    if (![...field.options].some((option) => option.value === value)) field.append(el("option", { value }, value));
    field.value = value;
  }

  // This page's results side by side (search_core.people.side_by_side), as the group pages compare theirs.
  drawSideBySide(table) {
    if (!table?.rows?.length) return null;
    const head = el("tr", {}, el("th", { scope: "col" }, "Service"), table.columns.map((name) => el("th", { scope: "col" }, name)));
    const rows = table.rows.map((row) => {
      const href = this.pagePath(`services/${encodeURIComponent(row.slug)}/index.html`);
      const name = el("th", { scope: "row" }, el("a", { href }, row.name), row.provider ? " " : null,
        row.provider ? el("span", { class: "provider" }, row.provider) : null);
      return el("tr", {}, name, row.cells.map((cell) => el("td", { class: cell === "Not stated" ? "unstated" : null }, cell)));
    });
    const scroller = el("div", { class: "table-scroll", role: "region", "aria-label": "Side by side table, scrolls sideways", tabindex: "0" },
      el("table", { class: "compare" }, el("thead", {}, head), el("tbody", {}, rows)));
    return el("details", { class: "side-by-side", open: table.open || null },
      el("summary", {}, `Compare these ${table.rows.length} side by side`),
      el("p", { class: "count" }, "What each service's sources say. “Not stated”: no source says."), scroller);
  }

  drawActions(actions) {
    const items = (actions || []).map((action, i) => {
      const label = rich(action.label);
      return el("li", {}, action.state ? this.stateLink(action.state, label, { class: "suggestion", id: `action-${i}` }) : label);
    });
    return items.length ? el("ul", { class: "suggestions", "aria-label": "Try instead" }, items) : null;
  }

  drawService(service, shown, index) {
    const href = this.pagePath(`services/${encodeURIComponent(service.slug)}/index.html`);
    const marks = shown.highlights || {};
    const card = el("li", { class: "result", "data-slug": service.slug });
    const title = el("h4", {}, el("a", { href, id: `result-${index}` }, marked(String(service.name ?? ""), marks.name)));
    // "by" for screen readers only: the heading is read "Firecrawl by Firecrawl", not "Firecrawl Firecrawl".
    if (service.provider) {
      title.append(" ", el("span", { class: "provider" },
        el("span", { class: "visually-hidden" }, "by "), marked(String(service.provider), marks.provider)));
    }
    card.append(title);
    if (service.tagline) card.append(el("p", { class: "tagline" }, marked(String(service.tagline), marks.tagline)));
    // A stated pricing model says when it was read at its source ("Free, checked 3 March 2026").
    const facts = (shown.facts || []).map((fact) =>
      el("li", {}, fact.path ? el("a", { href: this.pagePath(fact.path) }, fact.label) : fact.label,
        fact.checked ? `, checked ${fact.checked}` : null),
    );
    if (shown.warning) facts.push(el("li", { class: "warn" }, el("strong", {}, shown.warning)));
    const more = el("div", { class: "result-foot" });
    if (facts.length) more.append(el("ul", { class: "key-facts", "aria-label": "Key facts" }, facts));
    // Each result has the same two controls: their names say whose they are (the visible words first).
    const name = String(service.name ?? service.slug);
    if (shown.reasons?.length) {
      more.append(el("details", { class: "why" }, el("summary", { "aria-label": `Why it matched: ${name}` }, "Why it matched"),
        el("ul", { class: "reasons" }, shown.reasons.map((reason) => el("li", {}, reason)))));
    }
    const id = `full-record-${index}`;
    // The full view (view=full: the record came whole, without match reasons) shows every record open.
    const full = !service.matchReasons;
    const words = full ? "Hide full record" : "Show full record";
    const toggle = el(
      "button",
      {
        type: "button",
        class: "toggle-full",
        "data-full": service.slug,
        "data-name": name,
        "aria-expanded": String(full),
        "aria-controls": id,
        "aria-label": `${words} of ${name}`,
      },
      words,
    );
    const holder = el("div", { id, class: "full-record", hidden: !full });
    if (full) holder.append(codeBlock(JSON.stringify(service, null, 2), `Full record of ${service.name}`));
    more.append(toggle);
    card.append(more, holder);
    return card;
  }

  async toggleFull(button) {
    const holder = this.results.querySelector(`#${button.getAttribute("aria-controls")}`);
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    button.textContent = open ? "Hide full record" : "Show full record";
    button.setAttribute("aria-label", `${button.textContent} of ${button.dataset.name}`);
    holder.hidden = !open;
    if (!this.restoring) this.remember();
    if (!open || holder.childElementCount) return;
    holder.append(el("p", { class: "count" }, "Loading the full record…"));
    try {
      const record = await this.fullRecord(button.dataset.full);
      const label = `Full record of ${record?.name ?? button.dataset.full}`;
      holder.replaceChildren(record ? codeBlock(JSON.stringify(record, null, 2), label) : el("p", {}, "This record is no longer in the results."));
    } catch (error) {
      holder.replaceChildren(el("p", { class: "notice" }, "The full record could not be loaded. Open the service's page instead."));
    }
  }

  // The full view of the same page of results (one worker call, kept for this page).
  async fullRecord(slug) {
    const key = JSON.stringify(this.state);
    if (!this.fullRecords.has(key)) {
      this.fullRecords.set(key, this.engine.page({ ...this.state, view: "full" }));
    }
    const view = await this.fullRecords.get(key);
    return (view.relay.services || []).find((service) => service.slug === slug) || null;
  }

  drawPager(relay, state) {
    const total = relay.total ?? 0;
    const limit = Number(state.limit || DEFAULT_LIMIT);
    const offset = Number(state.offset || 0);
    if (!Number.isFinite(limit) || !Number.isFinite(offset) || limit < 1) return null;
    const links = [];
    if (offset > 0) {
      // Past the last result (?offset=500 of 22), "Previous" is the last page that has results, not another
      // empty one (offset 490).
      const last = total > 0 ? Math.floor((total - 1) / limit) * limit : 0;
      const previous = Math.max(0, Math.min(offset - limit, last));
      const prevState = { ...state };
      if (previous) prevState.offset = String(previous);
      else delete prevState.offset;
      links.push(el("li", {}, this.stateLink(prevState, [arrow("← "), "Previous page"], { rel: "prev", id: "page-prev" })));
    }
    if (offset + limit < total) {
      links.push(el("li", {}, this.stateLink({ ...state, offset: String(offset + limit) }, ["Next page", arrow(" →")], { rel: "next", id: "page-next" })));
    }
    if (!links.length) return null;
    return el("nav", { class: "pager", id: "result-pages", tabindex: "-1", "aria-label": "Result pages" }, el("ul", {}, links));
  }

  // "How this search was read": the engine's facts in words (search_core.people), then the raw response.
  drawReadAs(facts, view) {
    const list = el("dl", { class: "facts search-facts" });
    for (const fact of facts || []) list.append(el("dt", {}, fact.label), el("dd", {}, fact.value));
    return el(
      "details",
      { class: "read-as" },
      el("summary", {}, "How this search was read"),
      list,
      el(
        "details",
        { class: "raw-response" },
        el("summary", {}, "The response as JSON (what agents get)"),
        el("p", { class: "count" }, "Request: ", el("code", {}, view.request)),
        codeBlock(view.relayText, "The response as JSON"),
      ),
    );
  }

  drawError(error) {
    this.results.replaceChildren(
      el("h3", { id: "results-heading", tabindex: "-1" }, error.title),
      el("div", { class: "notice", role: "alert" }, el("p", {}, error.message), el("p", {}, error.help)),
    );
    this.announce(`${error.title}: ${error.message}`);
  }
}
