// The whole search request lives in the page URL: ?q=&qe=&category=&protocol=&pricing=&limit=&offset=&view=
// A state is a plain object of those keys with nonempty string values; Python turns it into the request.

export const STATE_KEYS = ["q", "qe", "category", "protocol", "pricing", "limit", "offset", "view"];

// The words of a search are read as the one-line search box holds them: a line break in a shared URL is a
// space (the box would drop it and join the words around it), and a search of spaces is no search.
const TYPED_KEYS = ["q", "qe"];

export function stateFromSearch(search) {
  const params = new URLSearchParams(search);
  const state = {};
  for (const key of STATE_KEYS) {
    let value = params.get(key);
    if (value !== null && TYPED_KEYS.includes(key)) value = value.replace(/[\r\n]+/g, " ").trim();
    if (value !== null && value !== "") state[key] = value;
  }
  return state;
}

export function searchForState(state) {
  const params = new URLSearchParams();
  for (const key of STATE_KEYS) {
    if (state[key] !== undefined && state[key] !== "") params.set(key, state[key]);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasState(state) {
  return STATE_KEYS.some((key) => key in state);
}

export function sameState(a, b) {
  return searchForState(a) === searchForState(b);
}

// The page's own URL (path kept, hash dropped) for a state.
export function urlForState(state, location = window.location) {
  return `${location.pathname}${searchForState(state)}`;
}
