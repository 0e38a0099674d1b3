// The feats: lasting aims over every game played, as data. Each feat is
// {id, certified, test}: `test(facts)` says whether it is earned and, for
// a count, how far it has come ({earned, have, need}); `certified` marks
// the feats only the solver can grant (par proven the fewest moves, a
// deal proven impossible with one free cell fewer), whose facts the
// solver's worker adds to a play after its win (feat-watch.js, par.js).
// Like the statistics, feats are not kept anywhere of their own: they are
// read from the saved plays (records.js results, with the game, cells and
// deal of their record), so two tabs, a reload and an import agree on
// them. Every fact a test reads is the engine's or a record's (the move
// counter, the win, par's proof, the grade, the game's own cells from wasm
// `games()`): no rule is decided here. Pure: no storage, no DOM.
import { summarize } from './stats.js';
import { dailyStreak, wonOnTheDay } from './daily.js';
import { sourceOf } from './records.js';
import { BADGES, monthCount } from './badges.js';

/** A play won (a win with moves given to it is never counted as won: game.js). */
const won = (p) => p.wonAt !== null;
/** A numbered deal (or a daily deal) won: a loaded position may start a move from the end, so it earns no feat of play. */
const dealt = (p) => won(p) && (p.deal !== null || p.daily !== null);
/** No hint of any level asked for. */
const unhinted = (p) => p.hints.nudge + p.hints.lit + p.hints.played === 0;

/** A count towards `need`. */
const count = (need, have) => ({ earned: have >= need, have: Math.min(have, need), need });
/** A feat that one play earns. */
const one = (test) => ({ plays }) => ({ earned: plays.some((p) => dealt(p) && test(p)) });
/** How many distinct values `key` takes over the plays that pass `test`. */
const distinct = (plays, test, key) => new Set(plays.filter(test).map(key)).size;

/** The won plays of daily deals, by date: {date: results}. */
function dailies(plays) {
  const out = {};
  for (const p of plays) if (p.daily) (out[p.daily] ??= []).push(p);
  return out;
}

/** The goals met a Diamond month needs (badges.js). */
const DIAMOND = BADGES.find((b) => b.badge === 'diamond').at;

/** The most daily goals met in one month, from the goals met by date ({date: {easy: at, …}}). */
function bestMonth(goals) {
  const months = new Set(Object.keys(goals).map((date) => date.slice(0, 7)));
  return Math.max(0, ...[...months].map((month) => monthCount(goals, month)));
}

/**
 * The catalogue, in the order the Feats dialog lists it. `unit` names the
 * progress of a count (feats-unit-<unit>: "Wins: 12 of 100").
 */
export const FEATS = [
  { id: 'first-win', unit: 'wins', test: ({ plays }) => count(1, plays.filter(won).length) },
  { id: 'wins-10', unit: 'wins', test: ({ plays }) => count(10, plays.filter(won).length) },
  { id: 'wins-100', unit: 'wins', test: ({ plays }) => count(100, plays.filter(won).length) },
  { id: 'no-undo', test: one((p) => p.undos === 0) },
  { id: 'no-hint', test: one(unhinted) },
  { id: 'unaided', test: one((p) => p.undos === 0 && unhinted(p)) },
  { id: 'quick', test: one((p) => p.winMs !== null && p.winMs < 180_000) },
  { id: 'lightning', test: one((p) => p.winMs !== null && p.winMs < 90_000) },
  { id: 'few-moves', test: one((p) => p.winMoves !== null && p.winMoves <= 60) },
  { id: 'zero-cells', test: one((p) => p.cells === 0) },
  { id: 'fewer-cells', test: ({ plays, family }) => ({ earned: plays.some((p) => dealt(p) && p.cells < (family.find((g) => g.name === p.game)?.cells ?? 0)) }) },
  { id: 'fewest-cells', certified: true, test: one((p) => p.cells === 0 || p.cellsProven === true) },
  { id: 'par', certified: true, test: one((p) => p.parMatched === true) },
  { id: 'par-10', certified: true, unit: 'par', test: ({ plays }) => count(10, plays.filter((p) => dealt(p) && p.parMatched === true).length) },
  { id: 'hard-no-hint', test: one((p) => p.winGrade === 'hard' && unhinted(p)) },
  { id: 'every-game', unit: 'games', test: ({ plays, family }) => count(family.length, distinct(plays, (p) => dealt(p) && family.some((g) => g.name === p.game), (p) => p.game)) },
  { id: 'deals-10', unit: 'deals', test: ({ plays }) => count(10, distinct(plays, dealt, (p) => p.identity)) },
  { id: 'streak-5', unit: 'streak', test: ({ plays }) => count(5, summarize(plays).best) },
  { id: 'daily', test: ({ plays }) => ({ earned: plays.some((p) => p.daily && wonOnTheDay(p.daily, [p])) }) },
  { id: 'daily-7', unit: 'dailies', test: ({ plays }) => count(7, distinct(plays, (p) => p.daily && won(p), (p) => p.identity)) },
  { id: 'daily-streak-7', unit: 'days', test: ({ plays, today }) => count(7, dailyStreak(dailies(plays), today).best) },
  { id: 'diamond-month', unit: 'goals', test: ({ goals }) => count(DIAMOND, bestMonth(goals)) },
];

/**
 * The plays the feats read, from saved games' results by identity
 * ([{identity, results}]): each result with its record's identity, game,
 * cells, deal (null for a position) and daily date (null if none).
 * `shown`, if given, is the play shown with its latest facts ({identity,
 * result}), in place of its saved self (its save may land a moment later).
 */
export function playsOf(entries, shown = null) {
  const plays = [];
  const add = (identity, results) => {
    const source = sourceOf(identity);
    if (!source) return;
    const where = { identity, game: source.game, cells: source.cells, deal: source.deal ?? null, daily: source.daily ?? null };
    for (const r of results) plays.push({ ...where, ...r });
  };
  for (const { identity, results } of entries) add(identity, shown ? results.filter((r) => r.id !== shown.result.id) : results);
  if (shown) add(shown.identity, [shown.result]);
  return plays;
}

/**
 * Every feat's state over `plays` (playsOf): [{id, certified, unit,
 * earned, have, need}] in the catalogue's order. `family`: wasm `games()`
 * ([{name, cells}]); `today`: the local date (daily.js localDate);
 * `goals`: the daily goals met, by date (saves.js goalsByDate).
 */
export function featStates(plays, family, today, goals = {}) {
  const facts = { plays, family, today, goals };
  return FEATS.map(({ id, certified = false, unit = null, test }) => ({ id, certified, unit, ...test(facts) }));
}

/** The goals met before `since` (a Date.now()): those met at or after it taken away. */
function metBefore(goals, since) {
  const out = {};
  for (const [date, met] of Object.entries(goals)) {
    const kept = Object.entries(met).filter(([, at]) => at < since);
    if (kept.length) out[date] = Object.fromEntries(kept);
  }
  return out;
}

/**
 * The ids of the feats that play `playId` earned: earned with it, not
 * without it. The goals met since the play began count as its own.
 */
export function earnedBy(plays, playId, family, today, goals = {}) {
  const play = plays.find((p) => p.id === playId);
  const before = featStates(plays.filter((p) => p.id !== playId), family, today, metBefore(goals, play?.playedAt ?? Infinity));
  const had = new Set(before.filter((f) => f.earned).map((f) => f.id));
  return featStates(plays, family, today, goals).filter((f) => f.earned && !had.has(f.id)).map((f) => f.id);
}
