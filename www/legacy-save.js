// The first version of the page saved one game, the settings and the
// statistics under one key (`freecell.save`): carried over once into this
// version's records (saves.js) and the carried totals, then removed.
import { readRecord, recordIdentity, newPlayId, FORMAT, VERSION } from './records.js';
import { t } from './messages.js';
import { isCount } from './counts.js';

/** The statistics carried over from the first version, `{kind: {played, won, streak, best}}`, from their key's text; {} for none or text that is not that. */
export function readCarried(raw) {
  let data = null;
  try { data = JSON.parse(raw); } catch { return {}; }
  if (!data || typeof data !== 'object') return {};
  const out = {};
  for (const [kind, s] of Object.entries(data)) {
    if (s && ['played', 'won', 'streak', 'best'].every((k) => isCount(s[k]))) out[kind] = { played: s.played, won: s.won, streak: s.streak, best: s.best };
  }
  return out;
}

/** The first version's game: {deal, history, at, elapsed, counted, winCounted}, or null. */
function readLegacyGame(g) {
  if (!g || typeof g !== 'object') return null;
  const okHistory = Array.isArray(g.history) && g.history.length > 0
    && g.history.every((e) => e && typeof e.pos === 'string' && isCount(e.moves));
  if (!okHistory || !isCount(g.at) || g.at >= g.history.length) return null;
  if (g.deal !== null && !(Number.isInteger(g.deal) && g.deal > 0)) return null;
  if (!isCount(g.elapsed)) return null;
  return g;
}

/** The first version's save as a record (playedAt / wonAt 0: already in its carried totals). */
function legacyRecord(g, now) {
  return readRecord({
    format: FORMAT,
    version: VERSION,
    game: 'freecell',
    cells: 4,
    deal: g.deal,
    play: {
      id: newPlayId(),
      history: g.history.map((e) => ({ pos: e.pos, moves: e.moves })),
      at: g.at,
      elapsed: g.elapsed,
      playedAt: g.counted ? 0 : null,
      wonAt: g.counted && g.winCounted ? 0 : null,
      winMoves: null,
      winMs: null,
      leftAt: [],
    },
    past: [],
    savedAt: now,
  });
}

/**
 * Carries the first version's save over, once: its game, its statistics;
 * returns {notice, settings (the first version's, or null)}. `get` reads a
 * key of `local` (null where it cannot); `keys`: saves.js's KEYS.
 */
export function migrateLegacy({ local, get, keys: KEYS, now }) {
  const raw = get(KEYS.legacy);
  if (raw === null) return { notice: null, settings: null };
  let data = null;
  try { data = JSON.parse(raw); } catch { data = null; }
  if (!data || data.version !== 1) {
    try {
      local.setItem(KEYS.legacyAside, raw);
      local.removeItem(KEYS.legacy);
    } catch { /* shown again next time */ }
    return { notice: t('save-unreadable'), settings: null };
  }
  const game = readLegacyGame(data.game);
  const record = game && legacyRecord(game, now);
  const s = data.stats;
  const stats = s && ['played', 'won', 'streak', 'best'].every((k) => isCount(s[k])) ? s : null;
  const settings = data.settings && ['off', 'safe', 'all'].includes(data.settings.autoplay) ? { autoplay: data.settings.autoplay } : null;
  try {
    if (record) {
      const identity = recordIdentity(record);
      // A record already there was written by this version since: it is the newer.
      if (get(KEYS.game + identity) === null) local.setItem(KEYS.game + identity, JSON.stringify(record));
      local.setItem(KEYS.last, identity);
    }
    if (stats) local.setItem(KEYS.carried, JSON.stringify({ ...readCarried(get(KEYS.carried)), 'freecell/4': stats }));
    local.removeItem(KEYS.legacy);
  } catch {
    return { notice: t('save-no-storage'), settings };
  }
  const lost = (data.game && !record) || (data.stats && !stats) || (data.settings && !settings);
  return { notice: lost ? t('save-part-lost') : null, settings };
}
