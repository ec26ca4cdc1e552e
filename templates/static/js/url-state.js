// The whole search request lives in the page URL: ?q=&qe=&category=&protocol=&pricing=&limit=&offset=&view=
// A state is a plain object of those keys with nonempty string values; Python turns it into the request.

export const STATE_KEYS = ["q", "qe", "category", "protocol", "pricing", "limit", "offset", "view"];

export function stateFromSearch(search) {
  const params = new URLSearchParams(search);
  const state = {};
  for (const key of STATE_KEYS) {
    const value = params.get(key);
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
