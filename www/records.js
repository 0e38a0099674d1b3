// The saved form of a game: one record per game identity (the game's name,
// its free-cell count, and the deal number or the starting position), with
// the play in progress and what is left of earlier plays of it. Pure data:
// building records from the page's state and checking records read from
// storage or from an imported file. No storage, no DOM, no rules (whether
// the positions are real is for wasm; see saves.js and transfer.js).
import { isCount, MAX_CELLS } from './counts.js';
import { readGoals } from './goals-met.js';

export const FORMAT = 'freecell-game';
export const VERSION = 2;

const isTime = (t) => t === null || isCount(t);
const GAME_NAME = /^[a-z][a-z0-9-]{0,39}$/;
const isMoves = (m) => Array.isArray(m) && m.every((t) => typeof t === 'string' && t.length > 0 && t.length <= 8);
// The help a play used: hints at each level (hints.js), and the moves
// given to it at the position shown (played by Solve, or taken from a
// solution or a link; each history entry says how many led to it).
const LEVELS = ['nudge', 'lit', 'played', 'given'];

/**
 * A history entry as saved: its position, the move counter, how it was
 * reached (line.js: `play` or `line`) when it has that, and how many of
 * the moves to it were given (game.js givenMoves) when any were.
 */
function entryOf(e) {
  const entry = { pos: e.pos, moves: e.moves };
  if (isMoves(e.play)) entry.play = [...e.play];
  else if (isMoves(e.line)) entry.line = [...e.line];
  if (e.given) entry.given = e.given;
  return entry;
}

/** Whether a read history entry is one this page writes (its given moves, if any, are some of its moves). */
const isEntry = (e) => e && typeof e.pos === 'string' && e.pos.length > 0 && isCount(e.moves)
  && (e.given === undefined || (isCount(e.given) && e.given <= e.moves));

/**
 * The history of a play saved before each entry said how many of its moves
 * were given, when the play had any: every entry is taken to have as many
 * as it can, so that no win with given moves counts.
 */
function withGiven(history, given) {
  if (!given || history.some((e) => e.given)) return history;
  return history.map((e) => (e.moves ? { ...e, given: Math.min(e.moves, given) } : e));
}

/**
 * A play's events as saved (wasm `GoalEvent`s, game.js noteEvent): a copy,
 * or null when absent (a play saved before they were kept) or not what
 * this page writes; a play without them cannot be judged against a goal.
 */
function eventsOf(events) {
  if (!Array.isArray(events)) return null;
  const out = [];
  for (const e of events) {
    if (e === 'undo' || e === 'redo' || e === 'hint') out.push(e);
    else if (e && typeof e === 'object' && (e.given === undefined || e.given === true) && (isMoves(e.play) ? e.play.length > 0 : isMoves(e.line))) {
      out.push({ ...(e.play ? { play: [...e.play] } : { line: [...e.line] }), ...(e.given ? { given: true } : {}) });
    } else return null;
  }
  return out;
}

/** The help a play used, by level; a record without it used none. */
function hintsOf(h) {
  return Object.fromEntries(LEVELS.map((k) => [k, isCount(h?.[k]) ? h[k] : 0]));
}

/** A daily deal's date as saved and in the address: YYYY-MM-DD. */
export const DAILY_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The identity of a game, as a string: `freecell/4/deal/617`,
 * `freecell/4/position/<start position>`, or for a daily deal (daily.js)
 * `freecell/4/daily/2026-11-28`, apart from the same deal played by its
 * number. Two tabs, two devices and the export agree on it; one identity
 * has one record.
 */
export function identityOf({ game, cells, deal, start, daily = null }) {
  if (daily) return `${game}/${cells}/daily/${daily}`;
  return deal !== null ? `${game}/${cells}/deal/${deal}` : `${game}/${cells}/position/${start}`;
}

/**
 * What opens an identity ({game, cells, deal}, {game, cells, position} or
 * {game, cells, daily}: a daily's deal is in its record), or null if it is
 * not one.
 */
export function sourceOf(identity) {
  const m = /^([a-z][a-z0-9-]*)\/(\d)\/(deal|position|daily)\/(.+)$/.exec(identity);
  if (!m) return null;
  const [, game, cells, what, rest] = m;
  if (what === 'position') return { game, cells: Number(cells), position: rest };
  if (what === 'daily') return DAILY_DATE.test(rest) ? { game, cells: Number(cells), daily: rest } : null;
  return /^[1-9]\d*$/.test(rest) ? { game, cells: Number(cells), deal: Number(rest) } : null;
}

/** The statistics are kept per kind: the game's name and its free-cell count. */
export const kindOf = ({ game, cells }) => `${game}/${cells}`;

/** The grades a won deal may be saved with (difficulty.js). */
const GRADES = ['easy', 'medium', 'hard'];

/**
 * A play's facts for the feats (feats.js), as saved: its undos (null in
 * a save from before they were counted: unknown), the deal's grade when
 * it was won, and whether the solver proved the deal impossible with one
 * free cell fewer (null: not asked, or it could not tell). A value of any
 * other kind reads as unknown, not as a broken record.
 */
const featFactsOf = (p) => ({
  undos: isCount(p.undos) ? p.undos : null,
  winGrade: GRADES.includes(p.winGrade) ? p.winGrade : null,
  cellsProven: typeof p.cellsProven === 'boolean' ? p.cellsProven : null,
});

/** A play's facts that count in the statistics and the feats (everything but its board). */
function resultOf(p) {
  return { id: p.id, playedAt: p.playedAt, wonAt: p.wonAt, winMoves: p.winMoves, winMs: p.winMs, parMatched: p.parMatched ?? null, ...featFactsOf(p), leftAt: [...p.leftAt], hints: hintsOf(p.hints) };
}

/** The play shown in the page, as it is saved. */
export function playOf(state, elapsedMs) {
  return {
    id: state.playId,
    history: state.history.map(entryOf),
    at: state.at,
    elapsed: Math.round(elapsedMs),
    playedAt: state.playedAt,
    wonAt: state.wonAt,
    winMoves: state.winMoves,
    winMs: state.winMs,
    parMatched: state.parMatched,
    undos: state.undos ?? 0,
    winGrade: state.winGrade ?? null,
    cellsProven: state.cellsProven ?? null,
    leftAt: [...state.leftAt],
    hints: { ...hintsOf(state.hints), given: state.history[state.at].given ?? 0 },
    ...(state.daily && state.events ? { events: state.events } : {}), // judged against the date's goals
  };
}

/**
 * A record of the page's game; `past`: the earlier plays already in its
 * record. Its revision (`rev`) is for saves.js to give: one more than the
 * record it replaces, so that a tab can tell a newer save from one its
 * own storage has not caught up with yet.
 */
export function recordOf(state, elapsedMs, past = [], now = Date.now()) {
  return {
    format: FORMAT,
    version: VERSION,
    game: state.rules.game,
    cells: state.rules.cells,
    deal: state.deal,
    ...(state.daily ? { daily: state.daily } : {}),
    ...(state.daily && Object.keys(state.goalsMet ?? {}).length ? { goals: { ...state.goalsMet } } : {}),
    play: playOf(state, elapsedMs),
    past: past.map(resultOf),
    savedAt: now,
  };
}

/** The record with its play finished (won) set aside with the earlier plays, keeping only its result. */
export function retirePlay(record) {
  return { ...record, past: [...record.past, resultOf(record.play)] };
}

/** All plays of a record, as results (for the statistics). */
export function resultsOf(record) {
  return [...record.past.map(resultOf), resultOf(record.play)];
}

function readResult(r) {
  if (!r || typeof r !== 'object' || typeof r.id !== 'string' || r.id.length === 0 || r.id.length > 64) return null;
  if (!isTime(r.playedAt) || !isTime(r.wonAt)) return null;
  if (r.wonAt !== null && r.playedAt === null) return null;
  const winMoves = r.winMoves ?? null;
  const winMs = r.winMs ?? null;
  if (!isTime(winMoves) || !isTime(winMs)) return null;
  if (!Array.isArray(r.leftAt) || !r.leftAt.every(isCount)) return null;
  // Whether the win matched a proven par (null: none was proven). Saves
  // from before it have none; a value of any other kind is dropped, not
  // the play.
  const parMatched = typeof r.parMatched === 'boolean' ? r.parMatched : null;
  return { id: r.id, playedAt: r.playedAt, wonAt: r.wonAt, winMoves, winMs, parMatched, ...featFactsOf(r), leftAt: [...r.leftAt], hints: hintsOf(r.hints) };
}

function readPlay(p) {
  const result = readResult(p);
  if (!result) return null;
  const okHistory = Array.isArray(p.history) && p.history.length > 0 && p.history.every(isEntry);
  if (!okHistory || !isCount(p.at) || p.at >= p.history.length || !isCount(p.elapsed)) return null;
  const events = eventsOf(p.events);
  return { ...result, history: withGiven(p.history.map(entryOf), result.hints.given), at: p.at, elapsed: p.elapsed, ...(events ? { events } : {}) };
}

/**
 * A checked copy of a record read from JSON, or null if anything in it is
 * not what this page writes. The positions themselves are checked by wasm
 * where the record is used.
 */
export function readRecord(r) {
  if (!r || typeof r !== 'object' || r.format !== FORMAT || r.version !== VERSION) return null;
  if (typeof r.game !== 'string' || !GAME_NAME.test(r.game)) return null;
  if (!Number.isInteger(r.cells) || r.cells < 0 || r.cells > MAX_CELLS) return null;
  if (r.deal !== null && !(Number.isInteger(r.deal) && r.deal > 0)) return null;
  // A daily deal keeps its date with its deal number.
  const daily = r.daily ?? null;
  if (daily !== null && !(typeof daily === 'string' && DAILY_DATE.test(daily) && r.deal !== null)) return null;
  if (!isCount(r.savedAt)) return null;
  // A daily deal's goals met (goals-met.js), kept across its plays.
  const goals = readGoals(r.goals);
  if (!goals || (daily === null && Object.keys(goals).length)) return null;
  const play = readPlay(r.play);
  if (!play || !Array.isArray(r.past)) return null;
  const past = r.past.map(readResult);
  if (past.some((p) => p === null)) return null;
  const ids = new Set([play.id, ...past.map((p) => p.id)]);
  if (ids.size !== past.length + 1) return null;
  // A record saved before records had revisions is revision 0.
  const rev = r.rev === undefined ? 0 : r.rev;
  if (!isCount(rev)) return null;
  return { format: FORMAT, version: VERSION, game: r.game, cells: r.cells, deal: r.deal, ...(daily ? { daily } : {}), ...(Object.keys(goals).length ? { goals } : {}), play, past, savedAt: r.savedAt, rev };
}

/** The identity of a checked record. */
export const recordIdentity = (r) => identityOf({ game: r.game, cells: r.cells, deal: r.deal, start: r.play.history[0].pos, daily: r.daily });

/** A new random play id (12 base-36 digits): two devices never make the same. */
export function newPlayId() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => (b % 36).toString(36)).join('') + Date.now().toString(36).slice(-4);
}
