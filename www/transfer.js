// Export and import: every saved game with its history, the statistics
// carried over from the first version, and the settings, as one JSON file
// a player can move to another device. An import is read and checked whole
// (every record's shape here, every position by wasm through `check`)
// before anything is written; a file that is not an export of this page,
// or is damaged anywhere, is refused with the reason and changes nothing.
import { readRecord, recordIdentity } from './records.js';
import { readSettings, invalidSetting } from './settings.js';
import { t } from './i18n.js';
import { errorText } from './words.js';
import { isCount } from './counts.js';
import { mergeGoals } from './goals-met.js';

export const EXPORT_FORMAT = 'freecell-saves';
export const EXPORT_VERSION = 1;

const TOTALS = ['played', 'won', 'streak', 'best'];

/** The export file's text: {format, version, exportedAt, settings, carried, games: [records]}. */
export function exportText({ records, carried }, settings, now = new Date()) {
  return JSON.stringify({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    settings,
    carried,
    games: records,
  });
}

/** `freecell-2024-05-01.json`. */
export const exportName = (now = new Date()) => `freecell-${now.toISOString().slice(0, 10)}.json`;

function readCarried(c) {
  if (c === undefined) return {};
  if (!c || typeof c !== 'object' || Array.isArray(c)) return null;
  const out = {};
  for (const [kind, s] of Object.entries(c)) {
    if (!s || !TOTALS.every((k) => isCount(s[k]))) return null;
    out[kind] = Object.fromEntries(TOTALS.map((k) => [k, s[k]]));
  }
  return out;
}

/**
 * Reads an export file's text: {games, carried, settings (null if the file
 * has none)} or {error: a sentence for the player}. `check(record)` throws
 * if the rules refuse a record's positions (sources.js checkRecord).
 */
export function readExport(text, check) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: t('transfer-not-json') };
  }
  if (!data || typeof data !== 'object' || data.format !== EXPORT_FORMAT) return { error: t('transfer-not-export') };
  if (data.version !== EXPORT_VERSION) return { error: t('transfer-version', { version: String(data.version) }) };
  if (!Array.isArray(data.games)) return { error: t('transfer-no-games') };
  const games = [];
  const seen = new Set();
  for (const [k, raw] of data.games.entries()) {
    const record = readRecord(raw);
    if (!record) return { error: t('transfer-bad-game', { index: k + 1, count: data.games.length }) };
    try {
      check(record);
    } catch (e) {
      return { error: t('transfer-bad-game-why', { index: k + 1, count: data.games.length, reason: errorText(e, 'error-position') }) };
    }
    const identity = recordIdentity(record);
    if (seen.has(identity)) return { error: t('transfer-twice', { index: k + 1 }) };
    seen.add(identity);
    games.push(record);
  }
  const carried = readCarried(data.carried);
  if (!carried) return { error: t('transfer-bad-stats') };
  const settings = data.settings === undefined ? null : readSettings(data.settings);
  if (data.settings !== undefined && !settings) return { error: t('transfer-bad-settings') };
  const invalid = settings && invalidSetting(data.settings);
  if (invalid) return { error: t('transfer-bad-setting', { setting: invalid }) };
  return { games, carried, settings };
}

/** Two results of one play: what either knows (the earliest times, every leave). */
function mergeResult(a, b) {
  const min = (x, y) => (x === null ? y : y === null ? x : Math.min(x, y));
  const won = a.wonAt !== null && (b.wonAt === null || a.wonAt <= b.wonAt) ? a : b;
  return {
    id: a.id,
    playedAt: min(a.playedAt, b.playedAt),
    wonAt: won.wonAt,
    winMoves: won.winMoves,
    winMs: won.winMs,
    leftAt: [...new Set([...a.leftAt, ...b.leftAt])].sort((x, y) => x - y),
  };
}

const resultOf = ({ id, playedAt, wonAt, winMoves, winMs, leftAt }) => ({ id, playedAt, wonAt, winMoves, winMs, leftAt });

/**
 * One game's record from this browser's (`here`) and the file's
 * (`there`), either possibly null. Every play's result is kept (the
 * statistics lose nothing); the play in progress is the one saved last,
 * and a different play of the same game, if the other side had one, keeps
 * only its result.
 */
export function mergeRecords(here, there) {
  if (!here || !there) return here ?? there;
  const latest = there.savedAt > here.savedAt ? there : here;
  const results = new Map();
  for (const r of [...here.past, resultOf(here.play), ...there.past, resultOf(there.play)]) {
    results.set(r.id, results.has(r.id) ? mergeResult(results.get(r.id), r) : r);
  }
  const playResult = results.get(latest.play.id);
  results.delete(latest.play.id);
  const goals = mergeGoals(here.goals, there.goals);
  return {
    ...latest,
    ...(Object.keys(goals).length ? { goals } : {}),
    play: { ...latest.play, ...playResult },
    past: [...results.values()].sort((a, b) => (a.playedAt ?? Infinity) - (b.playedAt ?? Infinity)),
    savedAt: Math.max(here.savedAt, there.savedAt),
  };
}

/** The records an import writes: each game of the file merged with this browser's record of it. */
export function mergeAll(here, there) {
  const byIdentity = new Map(here.map((r) => [recordIdentity(r), r]));
  return there.map((r) => mergeRecords(byIdentity.get(recordIdentity(r)) ?? null, r));
}

/** The carried totals of both sides: for each kind, the larger of each (an import read twice counts once). */
export function mergeCarried(here, there) {
  const out = { ...here };
  for (const [kind, s] of Object.entries(there)) {
    const h = out[kind];
    out[kind] = h ? Object.fromEntries(TOTALS.map((k) => [k, Math.max(h[k], s[k])])) : { ...s };
  }
  return out;
}
