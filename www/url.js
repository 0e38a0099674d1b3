// The deal in the address: ?deal=617 or #deal=617 opens Microsoft deal 617,
// ?position=<toText()> opens a position (used by tests and for sharing a
// position). The page writes ?deal=N when the deal changes.

/** {deal: n} | {position: text} | {} from the current address. */
export function readAddress(loc = location) {
  const query = new URLSearchParams(loc.search);
  const hash = new URLSearchParams(loc.hash.replace(/^#/, ''));
  // The fragment first: editing it (a hashchange) must win over the query.
  const deal = hash.get('deal') ?? query.get('deal');
  if (deal !== null && /^\s*\d+\s*$/.test(deal)) return { deal: Number(deal) };
  const position = hash.get('position') ?? query.get('position');
  if (position) return { position };
  return {};
}

/** Puts the game in the address; `push` adds a history entry (back returns to the previous deal). */
export function writeAddress({ deal, position }, push) {
  const url = new URL(location.href);
  url.hash = '';
  url.search = deal !== null && deal !== undefined
    ? `?deal=${deal}`
    : `?position=${encodeURIComponent(position).replace(/%2F/g, '/')}`;
  if (url.href === location.href) return;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}
