// The game in the address: ?deal=617 or #deal=617 opens Microsoft deal 617
// of FreeCell, ?game=seahaven&deal=617 the same deal of another game
// (&cells=2 with another number of free cells), ?position=<toText()> a
// position (whose text names its game). The page writes the address when
// the game changes; an address without `game` is standard FreeCell, so
// older links keep working.

/** {deal: n, game, cells?} | {position: text} | {} from the current address. */
export function readAddress(loc = location) {
  const query = new URLSearchParams(loc.search);
  const hash = new URLSearchParams(loc.hash.replace(/^#/, ''));
  // The fragment first: editing it (a hashchange) must win over the query.
  const param = (name) => hash.get(name) ?? query.get(name);
  const deal = param('deal');
  if (deal !== null && /^\s*\d+\s*$/.test(deal)) {
    const want = { deal: Number(deal), game: param('game') ?? 'freecell' };
    const cells = param('cells');
    if (cells !== null) want.cells = /^\s*\d+\s*$/.test(cells) ? Number(cells) : cells;
    return want;
  }
  const position = param('position');
  if (position) return { position };
  return {};
}

/**
 * Puts the game in the address (`rules`, wasm `rules()`, names the game of
 * a deal); `push` adds a history entry (back returns to the previous deal).
 */
export function writeAddress({ deal, position, rules }, push) {
  const url = new URL(location.href);
  url.hash = '';
  if (deal !== null && deal !== undefined) {
    const params = new URLSearchParams();
    if (rules && rules.id !== 'freecell') params.set('game', rules.game);
    if (rules && rules.id.includes(',cells=')) params.set('cells', rules.cells);
    params.set('deal', deal);
    url.search = `?${params}`;
  } else {
    url.search = `?position=${encodeURIComponent(position).replace(/%2F/g, '/')}`;
  }
  if (url.href === location.href) return;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}
