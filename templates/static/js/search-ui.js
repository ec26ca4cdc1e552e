// The search page: form <-> URL state <-> worker <-> results. Draws what Python returned, nothing more.
// Everything taken from data is inserted with textContent (the el() helper) or as an attribute value.
import { hasState, sameState, stateFromSearch, urlForState } from "./url-state.js";

const FIELD_WORDS = {
  name_provider: "the name or provider",
  capabilities: "capabilities and tags",
  description: "the tagline and description",
  category: "the category",
  protocol: "the protocols",
  pricing: "the pricing model",
  catalogue: "the catalogue",
};
const STAGE_WORDS = {
  idle: "Search engine not started",
  download: "Downloading the search engine",
  start: "Starting Python",
  index: "Loading the search index",
  ready: "Search engine ready",
  failed: "The search engine could not start",
};
const TYPING_DELAY_MS = 250;

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

export function reasonInWords(reason) {
  const where = FIELD_WORDS[reason.field] || reason.field;
  if (reason.kind === "catalogue") return "Listed in the catalogue (browsing without a query)";
  if (reason.kind === "filter") return `Filter: ${where} is ${reason.matchedTerm ?? reason.term}`;
  if (reason.matchedTerm && reason.term && reason.matchedTerm !== reason.term) {
    return `'${reason.term}' matched '${reason.matchedTerm}' in ${where}`;
  }
  return `'${reason.term ?? reason.matchedTerm}' matched in ${where}`;
}

// A block of JSON that may scroll: focusable and named, so keyboard users can scroll it too.
function codeBlock(text, label) {
  return el("pre", { tabindex: "0", role: "region", "aria-label": label }, text);
}

function megabytes(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

export class SearchPage {
  constructor(section, engine, root) {
    this.section = section;
    this.engine = engine;
    this.root = root;
    this.form = section.querySelector("form");
    this.results = section.querySelector("#results");
    this.statusBox = section.querySelector("#engine-status");
    this.announcer = section.querySelector("#search-announcer");
    this.fields = Object.fromEntries(
      [...this.form.elements].filter((field) => field.name).map((field) => [field.name, field]),
    );
    this.state = {};
    this.generation = 0;
    this.typingTimer = null;
    this.fullRecords = new Map();
  }

  start() {
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.go(this.formState(), { push: true });
    });
    for (const name of ["category", "protocol", "pricing", "limit", "view"]) {
      const field = this.fields[name];
      if (field) field.addEventListener("change", () => this.go(this.formState(), { push: true }));
    }
    for (const name of ["q", "qe"]) {
      const field = this.fields[name];
      if (field) field.addEventListener("input", () => this.typed());
    }
    this.results.addEventListener("click", (event) => this.clicked(event));
    window.addEventListener("popstate", () => this.go(stateFromSearch(window.location.search), { restore: true }));
    this.engine.onStatus((status) => this.drawStatus(status));
    this.engine.ready.then(() => this.announce("Search engine ready."), () => {});
    const initial = stateFromSearch(window.location.search);
    if (hasState(initial)) this.go(initial, { restore: true });
  }

  // The form as a URL state (offset dropped: a new search starts at the first page).
  formState() {
    const state = {};
    for (const [name, field] of Object.entries(this.fields)) {
      if (name === "offset") continue;
      const value = field.type === "checkbox" ? (field.checked ? field.value : "") : field.value.trim();
      if (value !== "") state[name] = value;
    }
    if (state.limit === "5") delete state.limit;
    return state;
  }

  fillForm(state) {
    for (const [name, field] of Object.entries(this.fields)) {
      const value = state[name] ?? "";
      if (field.type === "checkbox") field.checked = value === field.value;
      else if (field.tagName === "SELECT") {
        const index = [...field.options].findIndex((option) => option.value === value);
        field.selectedIndex = Math.max(index, 0);
      } else if (field !== document.activeElement || field.value.trim() !== value) field.value = value;
    }
    const more = this.section.querySelector("details");
    if (more && (state.qe || state.view)) more.open = true;
  }

  typed() {
    clearTimeout(this.typingTimer);
    this.typingTimer = setTimeout(() => this.go(this.formState(), { push: false }), TYPING_DELAY_MS);
  }

  // Show `state`: update the URL (push a history entry or replace the current one), then search.
  async go(state, { push = false, restore = false, focus = false } = {}) {
    clearTimeout(this.typingTimer);
    if (!restore) {
      const url = urlForState(state);
      if (push && !sameState(state, stateFromSearch(window.location.search))) history.pushState(null, "", url);
      else history.replaceState(null, "", url);
    }
    this.fillForm(state);
    this.state = state;
    const generation = ++this.generation;
    if (!hasState(state)) {
      this.results.replaceChildren();
      this.announce("Search cleared.");
      return;
    }
    if (!this.engine.status.ready) {
      this.results.replaceChildren(el("p", { class: "count" }, "Your search runs as soon as the search engine is ready…"));
    }
    this.results.setAttribute("aria-busy", "true");
    try {
      const view = await this.engine.page(state);
      if (generation !== this.generation) return;
      this.draw(view);
      this.results.dataset.drawnAt = String(performance.now());
      if (focus) this.results.querySelector("#results-heading")?.focus();
    } catch (error) {
      if (generation !== this.generation) return;
      this.results.replaceChildren(el("p", { class: "notice", role: "alert" }, `Search failed: ${error.message}`));
    } finally {
      if (generation === this.generation) this.results.removeAttribute("aria-busy");
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

  stateLink(state, text, attributes = {}) {
    return el("a", { href: urlForState(state), "data-state": JSON.stringify(state), ...attributes }, text);
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
      box.replaceChildren(el("span", {}, `${STAGE_WORDS.ready} (started in ${(status.ms / 1000).toFixed(1)} s).`));
      return;
    }
    if (status.failed || status.slow) {
      box.replaceChildren(this.startupTrouble(status));
      if (!status.failed) box.append(this.progressBar(status));
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
    ].map(([path, label]) => el("a", { href: `${this.root}${path}` }, label));
    const list = [links[0], ", ", links[1], ", ", links[2], " or ", links[3]];
    return el("p", { role: "alert", class: "notice" }, words, "Meanwhile, browse the catalogue by ", list, ".");
  }

  // Words for the stage and, while files download, the bytes so far (all the files, not one).
  progressBar(status) {
    const words = STAGE_WORDS[status.stage] || status.stage;
    const total = status.total || 0;
    const downloading = (status.stage === "download" || status.stage === "start") && total > 0 && status.loaded < total;
    const bar = el("progress", { max: total || null, value: total ? Math.min(status.loaded, total) : null, "aria-label": words });
    const bytes = downloading ? ` (${megabytes(status.loaded)} of ${megabytes(total)} downloaded)` : "";
    return el("span", {}, bar, ` ${words}…${bytes}`);
  }

  draw(view) {
    const relay = view.relay;
    if (relay.error) {
      this.drawError(relay);
      return;
    }
    const search = relay.search;
    const services = relay.services || [];
    const offset = Number(view.state.offset || 0);
    const heading = el("h3", { id: "results-heading", tabindex: "-1" }, this.summary(relay, offset));
    const parts = [heading, this.drawQuery(search, view.isto)];
    parts.push(this.drawNotes(search, view.actions));
    if (services.length) {
      parts.push(el("ol", { class: "result-list", start: offset + 1 }, services.map((s, i) => this.drawService(s, i))));
    }
    parts.push(this.drawPager(relay, view.state));
    parts.push(this.drawRaw(view));
    this.fullRecords.clear();
    this.results.replaceChildren(...parts.filter(Boolean));
    this.announce(heading.textContent);
  }

  summary(relay, offset) {
    const total = relay.total ?? 0;
    if (!relay.services?.length) {
      return total ? `No services on this page (${total} matches in all).` : "No services match.";
    }
    const last = offset + relay.services.length;
    const noun = total === 1 ? "service" : "services";
    return `Showing ${offset + 1}–${last} of ${total} ${noun}.`;
  }

  drawError(relay) {
    const recovery = relay.recovery || {};
    this.results.replaceChildren(
      el("h3", { id: "results-heading", tabindex: "-1" }, "The request was not accepted"),
      el(
        "div",
        { class: "notice", role: "alert" },
        el("p", {}, el("strong", {}, relay.error.code), ": ", relay.error.message),
        recovery.guidance ? el("p", {}, recovery.guidance) : null,
      ),
    );
    this.announce(`The request was not accepted: ${relay.error.message}`);
  }

  drawQuery(search, isto) {
    const facts = el("dl", { class: "facts search-facts" });
    const add = (term, ...description) => facts.append(el("dt", {}, term), el("dd", {}, ...description));
    add("Mode", search.mode);
    if (search.terms?.length) add("Searched terms", search.terms.join(", "));
    const understood = isto && !isto.error ? isto.understood || [] : [];
    const notUnderstood = isto && !isto.error ? isto.notUnderstood || [] : [];
    if (understood.length) add("Understood", this.wordList(understood, "understood"));
    if (notUnderstood.length) add("Not understood", this.wordList(notUnderstood, "not-understood"));
    if (isto?.relaxed?.length) add("Relaxed", this.wordList(isto.relaxed, "relaxed"));
    const filters = Object.entries(search.appliedFilters || {}).filter(([, value]) => value);
    if (filters.length) add("Filters", filters.map(([name, value]) => `${name} = ${value}`).join(", "));
    if (search.reasonCodes?.length) add("Reason code", el("code", { class: "reason-code" }, search.reasonCodes.join(", ")));
    return facts;
  }

  wordList(words, kind) {
    return el("ul", { class: `badges words-${kind}` }, words.map((word) => el("li", { class: "badge" }, word)));
  }

  drawNotes(search, actions) {
    const box = el("div", { class: "search-notes" });
    if (search.warnings?.length) {
      box.append(el("ul", { class: "notice warnings", "aria-label": "Warnings" }, search.warnings.map((w) => el("li", {}, w))));
    }
    if (search.suggestions?.length) {
      const items = search.suggestions.map((text, i) => {
        const action = actions?.[i];
        return el("li", {}, action ? this.stateLink(action, text, { class: "suggestion" }) : text);
      });
      box.append(el("ul", { class: "suggestions", "aria-label": "Suggestions" }, items));
    }
    return box.childElementCount ? box : null;
  }

  drawService(service, index) {
    const href = this.pagePath(`services/${encodeURIComponent(service.slug)}/index.html`);
    const card = el("li", { class: "service-card result" });
    card.append(el("h4", {}, el("a", { href }, service.name)));
    if (service.provider) card.append(el("p", { class: "provider" }, service.provider));
    if (service.tagline) card.append(el("p", {}, service.tagline));
    card.append(this.badges(service));
    const lifecycle = service.source?.registryLifecycle;
    if (lifecycle) {
      card.append(el("p", { class: "badge badge-warn" }, `Registry lifecycle: ${lifecycle.status.replaceAll("_", " ")}`));
    }
    if (service.matchReasons?.length) {
      card.append(
        el("ul", { class: "reasons", "aria-label": "Why it matched" }, service.matchReasons.map((r) => el("li", {}, reasonInWords(r)))),
      );
    }
    const id = `full-record-${index}`;
    const toggle = el(
      "button",
      { type: "button", class: "toggle-full", "data-full": service.slug, "aria-expanded": "false", "aria-controls": id },
      "Show full record",
    );
    const holder = el("div", { id, class: "full-record", hidden: true });
    if (!service.matchReasons) {
      holder.append(codeBlock(JSON.stringify(service, null, 2), `Full record of ${service.name}`));
    }
    card.append(toggle, holder);
    return card;
  }

  badges(service) {
    const links = [];
    const segment = (value) => encodeURIComponent(value);
    if (service.category) links.push([`category/${segment(service.category)}/index.html`, service.category]);
    for (const protocol of service.protocols || []) {
      links.push([`protocol/${segment(protocol.toLowerCase())}/index.html`, protocol]);
    }
    const pricing = service.pricing?.model;
    if (pricing) links.push([`pricing/${segment(pricing)}/index.html`, `pricing: ${pricing}`]);
    const items = links.map(([path, text]) => el("li", { class: "badge" }, el("a", { href: this.pagePath(path) }, text)));
    if (service.auth) items.push(el("li", { class: "badge" }, `auth: ${service.auth}`));
    const verification = service.source?.verification || service.verification;
    if (verification) items.push(el("li", { class: "badge" }, verification));
    return el("ul", { class: "badges" }, items);
  }

  async toggleFull(button) {
    const holder = this.results.querySelector(`#${button.getAttribute("aria-controls")}`);
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    button.textContent = open ? "Hide full record" : "Show full record";
    holder.hidden = !open;
    if (!open || holder.childElementCount) return;
    holder.append(el("p", { class: "count" }, "Loading the full record…"));
    try {
      const record = await this.fullRecord(button.dataset.full);
      const label = `Full record of ${record?.name ?? button.dataset.full}`;
      holder.replaceChildren(record ? codeBlock(JSON.stringify(record, null, 2), label) : el("p", {}, "Not found."));
    } catch (error) {
      holder.replaceChildren(el("p", { class: "notice" }, `Could not load the full record: ${error.message}`));
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
    const limit = Number(state.limit || 5);
    const offset = Number(state.offset || 0);
    if (!Number.isFinite(limit) || !Number.isFinite(offset) || limit < 1) return null;
    const links = [];
    if (offset > 0) {
      const previous = Math.max(0, offset - limit);
      const prevState = { ...state };
      if (previous) prevState.offset = String(previous);
      else delete prevState.offset;
      links.push(el("li", {}, this.stateLink(prevState, "← Previous page", { rel: "prev" })));
    }
    if (offset + limit < total) {
      links.push(el("li", {}, this.stateLink({ ...state, offset: String(offset + limit) }, "Next page →", { rel: "next" })));
    }
    return links.length ? el("nav", { class: "pager", "aria-label": "Result pages" }, el("ul", {}, links)) : null;
  }

  drawRaw(view) {
    return el(
      "details",
      { class: "raw-response" },
      el("summary", {}, "The response as JSON (what agents get)"),
      el("p", { class: "count" }, "Request: ", el("code", {}, view.request)),
      codeBlock(view.relayText, "The response as JSON"),
    );
  }
}
