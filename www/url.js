// The game in the address: ?deal=617 or #deal=617 opens Microsoft deal 617
// of FreeCell, ?game=seahaven&deal=617 the same deal of another game
// (&cells=2 with another number of free cells), ?position=<toText()> a
// position (whose text names its game). The page writes the address when
// the game changes; an address without `game` is standard FreeCell, so
// older links keep working. Any of them may carry the moves of a game,
// &moves=3a,1h,36/4 (see line.js and replay.js), which the page replays
// once and then leaves out of the address. ?daily opens today's daily deal
// of FreeCell, ?daily=2026-11-28&game=seahaven a date's of a game (see
// daily.js); the address keeps ?daily=DATE while a daily deal is shown.
// &goal=easy|medium|hard with a date opens that date's daily goal (on the
// game the engine chose for it, daily-goals.js), and stays while it is played.
// ?challenge=<text> opens a friend's challenge (challenge-link.js), whose
// deal then names the address.

/**
 * {deal: n, game, cells?} | {position: text} | {daily: date or '' (today),
 * game, cells?, goal?}, with {moves: text} when the address holds moves, or
 * {challenge: text}, or {} from the current address.
 */
export function readAddress(loc = location) {
  const query = new URLSearchParams(loc.search);
  const hash = new URLSearchParams(loc.hash.replace(/^#/, ''));
  // The fragment first: editing it (a hashchange) must win over the query.
  const param = (name) => hash.get(name) ?? query.get(name);
  // Numbers as numbers; anything else as written, for wasm to refuse with its reason.
  const number = (text) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : text);
  const challenge = param('challenge');
  if (challenge !== null) return { challenge };
  const daily = param('daily');
  if (daily !== null) {
    const want = { daily: daily.trim(), game: param('game') ?? 'freecell' };
    const cells = param('cells');
    if (cells !== null) want.cells = number(cells);
    const goal = param('goal');
    if (goal !== null) want.goal = goal.trim();
    return want;
  }
  const moves = (hash.has('deal') || hash.has('position') ? hash : query).get('moves');
  const withMoves = (source) => (moves !== null ? { ...source, moves } : source);
  // A position in the fragment wins over a deal in the query.
  const deal = hash.has('position') && !hash.has('deal') ? null : param('deal');
  if (deal !== null) {
    const want = { deal: number(deal), game: param('game') ?? 'freecell' };
    const cells = param('cells');
    if (cells !== null) want.cells = number(cells);
    return withMoves(want);
  }
  const position = param('position');
  if (position) return withMoves({ position });
  // A game named without a deal (`?game=seahaven`): a new deal of it.
  const game = param('game');
  if (game !== null) {
    const cells = param('cells');
    return cells === null ? { game } : { game, cells: number(cells) };
  }
  return {};
}

/** The address of the game `state` shows, as addressOf and writeAddress take it: its deal, or its first position. */
export function shownAddress(state) {
  const goal = state.goal?.identity === state.identity ? state.goal.tier : null;
  return { deal: state.deal, position: state.history[0].pos, rules: state.rules, daily: state.daily, goal };
}

/**
 * The address of a game: its daily date (`?daily=2026-11-28`), else its
 * deal (`rules`, wasm `rules()`, names the game of either) or its start
 * position, and its moves (tokens) when given (a daily's are its deal's);
 * a daily's `goal` (its tier) when one is played.
 */
export function addressOf({ deal, position, rules, moves, daily = null, goal = null }, base = location.href) {
  const url = new URL(base);
  url.hash = '';
  if (deal !== null && deal !== undefined) {
    const params = new URLSearchParams();
    const named = daily && !moves?.length;
    if (named) params.set('daily', daily);
    if (rules && rules.id !== 'freecell') params.set('game', rules.game);
    if (rules && rules.id.includes(',cells=')) params.set('cells', rules.cells);
    if (!named) params.set('deal', deal);
    if (named && goal) params.set('goal', goal);
    url.search = `?${params}`;
  } else {
    url.search = `?position=${encodeURIComponent(position).replace(/%2F/g, '/')}`;
  }
  if (moves?.length) url.search += `&moves=${moves.map(encodeURIComponent).join(',').replace(/%2F/g, '/')}`;
  return url.href;
}

/** Puts the game in the address; `push` adds a history entry (back returns to the previous deal). */
export function writeAddress({ deal, position, rules, daily, goal }, push) {
  const url = addressOf({ deal, position, rules, daily, goal });
  if (url === location.href) return;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}
