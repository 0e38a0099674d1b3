// Saving and loading in localStorage: the game with its whole history, the
// settings and the statistics. Whatever is missing, old or corrupt is
// dropped with a notice; loading never throws.

const KEY = 'freecell.save';
const VERSION = 1;

const isCount = (n) => Number.isInteger(n) && n >= 0;
const isMoves = (m) => Array.isArray(m) && m.every((t) => typeof t === 'string' && t.length <= 8);

/** A history entry: its position and move count, and how it was reached (line.js) when that reads well. */
function readEntry(e) {
  const entry = { pos: e.pos, moves: e.moves };
  if (isMoves(e.play)) entry.play = [...e.play];
  else if (isMoves(e.line)) entry.line = [...e.line];
  return entry;
}

/** Hints used by level; anything unreadable counts as none. */
function readHints(h) {
  const hints = { nudge: 0, lit: 0, played: 0 };
  for (const k of Object.keys(hints)) if (isCount(h?.[k])) hints[k] = h[k];
  return hints;
}

function readGame(g) {
  if (!g || typeof g !== 'object') return null;
  const okHistory = Array.isArray(g.history) && g.history.length > 0
    && g.history.every((e) => e && typeof e.pos === 'string' && isCount(e.moves));
  if (!okHistory || !isCount(g.at) || g.at >= g.history.length) return null;
  if (g.deal !== null && !(Number.isInteger(g.deal) && g.deal > 0)) return null;
  if (!isCount(g.elapsed)) return null;
  return {
    deal: g.deal,
    history: g.history.map(readEntry),
    at: g.at,
    elapsed: g.elapsed,
    counted: Boolean(g.counted),
    winCounted: Boolean(g.winCounted),
    hints: readHints(g.hints),
  };
}

function readStats(s) {
  const keys = ['played', 'won', 'streak', 'best'];
  if (!s || !keys.every((k) => isCount(s[k]))) return null;
  return { ...Object.fromEntries(keys.map((k) => [k, s[k]])), hints: readHints(s.hints) };
}

function readSettings(s) {
  if (!s || !['off', 'safe', 'all'].includes(s.autoplay)) return null;
  return { autoplay: s.autoplay };
}

/**
 * {game, settings, stats, notice}: each part null when absent or unreadable,
 * notice a sentence for the player when something saved had to be dropped.
 */
export function load(storage = globalThis.localStorage) {
  let raw = null;
  try {
    raw = storage.getItem(KEY);
  } catch {
    return { game: null, settings: null, stats: null, notice: 'This browser does not let the game save its progress.' };
  }
  if (raw === null) return { game: null, settings: null, stats: null, notice: null };
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    data = null;
  }
  if (!data || data.version !== VERSION) {
    return { game: null, settings: null, stats: null, notice: 'The saved game could not be read, so a new game has started.' };
  }
  const game = readGame(data.game);
  const settings = readSettings(data.settings);
  const stats = readStats(data.stats);
  const lost = (data.game && !game) || (data.settings && !settings) || (data.stats && !stats);
  return { game, settings, stats, notice: lost ? 'Part of the saved data could not be read and was reset.' : null };
}

export function save(state, storage = globalThis.localStorage) {
  const game = {
    deal: state.deal,
    history: state.history,
    at: state.at,
    elapsed: Math.round(state.elapsed + (state.runningSince === null ? 0 : Date.now() - state.runningSince)),
    counted: state.counted,
    winCounted: state.winCounted,
    hints: state.hints,
  };
  try {
    storage.setItem(KEY, JSON.stringify({ version: VERSION, game, settings: state.settings, stats: state.stats }));
    return true;
  } catch {
    return false;
  }
}

export const STORAGE_KEY = KEY;
