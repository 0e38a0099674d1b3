// State changes of the game: deal, move, autoplay, undo, redo, restart.
// Every rule question goes to the wasm GameBoard; nothing here decides
// whether a move is legal. No DOM.
import { GameBoard } from './pkg/freecell.js';
import { piles, pileRef, usePiles } from './piles.js';
import { startClock, stopClock, elapsed } from './clock.js';
import { countPlayed, countWin } from './stats.js';
import { identityOf, newPlayId } from './records.js';
import { boardOf, rulesOf, checkRecord } from './sources.js';
import { asAutoplayed } from './line.js';
import { errorText } from './words.js';

function setBoard(state, board) {
  if (state.board) state.board.free();
  state.board = board;
  if (state.rules?.id !== board.rules().id || !piles().all.length) {
    state.rules = board.rules();
    usePiles(state.rules);
    if (!piles().all.includes(state.focus)) state.focus = 'cascade-0';
  }
  refresh(state);
}

/** Every pile of a wasm board, by pile id, as getCell returns it. */
export function pilesOf(board) {
  const out = {};
  for (const id of piles().all) {
    const { cell, index } = pileRef(id);
    out[id] = board.getCell(cell, index);
  }
  return out;
}

/** Reads the piles and the won / stuck flags back from wasm. */
function refresh(state) {
  const board = state.board;
  state.piles = pilesOf(board);
  state.won = board.isInWinState();
  state.stuck = !state.won && board.legalMoves().length === 0;
  state.selected = null;
  state.targets = new Set();
  state.hint = null;
}

/** The game being played, as a source for `newGame` or `ctl.open` takes it. */
export function gameSpec(state) {
  return { game: state.rules.game, cells: state.rules.cells };
}

/**
 * A new play of a deal ({game, cells, deal}; FreeCell when no game is
 * named, and the game's own number of cells when none is), of a daily deal
 * ({game, cells, deal, daily}: the deal of that date) or of a position
 * ({position}). Throws the wasm Error if either is refused.
 */
export function newGame(state, { game = 'freecell', cells, deal = null, position = null, daily = null }) {
  const board = boardOf({ game, cells, deal, position });
  const rules = rulesOf(board);
  state.deal = deal;
  state.daily = deal === null ? null : daily;
  state.history = [{ pos: board.toText(), moves: 0 }];
  state.identity = identityOf({ ...rules, deal, start: state.history[0].pos, daily: state.daily });
  state.playId = newPlayId();
  state.at = 0;
  state.elapsed = 0;
  state.runningSince = null;
  state.playedAt = null;
  state.wonAt = null;
  state.winMoves = null;
  state.winMs = null;
  state.parMatched = null;
  state.undos = 0;
  state.winGrade = null;
  state.cellsProven = null;
  state.leftAt = [];
  state.hints = { nudge: 0, lit: 0, played: 0 };
  state.events = [];
  state.goalsMet = {};
  setBoard(state, board);
}

/** Resumes a saved record's play; throws if checkRecord refuses it. */
export function resumeGame(state, record) {
  checkRecord(record);
  const play = record.play;
  const board = GameBoard.fromText(play.history[play.at].pos);
  state.deal = record.deal;
  state.daily = record.daily ?? null;
  state.identity = identityOf({ game: record.game, cells: record.cells, deal: record.deal, start: play.history[0].pos, daily: state.daily });
  state.playId = play.id;
  state.history = play.history.map((e) => ({ ...e }));
  state.at = play.at;
  state.elapsed = play.elapsed;
  state.runningSince = null;
  state.playedAt = play.playedAt;
  state.wonAt = play.wonAt;
  state.winMoves = play.winMoves;
  state.winMs = play.winMs;
  state.parMatched = play.parMatched;
  state.undos = play.undos;
  state.winGrade = play.winGrade;
  state.cellsProven = play.cellsProven;
  state.leftAt = [...play.leftAt];
  state.hints = { nudge: play.hints.nudge, lit: play.hints.lit, played: play.hints.played };
  state.events = play.events ? play.events.map((e) => (typeof e === 'string' ? e : { ...e })) : null;
  state.goalsMet = { ...record.goals };
  setBoard(state, board);
}

/** Notes a `GoalEvent` (wasm `goalProgress`) in the play's events; null: a step of unknown moves, after which the play cannot be judged. */
export function noteEvent(state, event) {
  if (state.events) state.events = event === null ? null : [...state.events, event];
}

export function cardsOf(state, id) {
  return state.piles[id] ?? [];
}

export function movesMade(state) {
  return state.history[state.at].moves;
}

/**
 * How many of the moves that led to the position shown were given to the
 * play (played by Solve, or taken from a solution or a link), not made by
 * the player. A win with any is not counted; undoing them takes them back.
 */
export function givenMoves(state) {
  return state.history[state.at].given ?? 0;
}

/**
 * A new history entry for the position shown, after the one shown (what
 * was undone is dropped). `record` says how it was reached (see line.js):
 * {play: the moves from the entry before} or {line: the moves from the
 * start}; `given`, how many of the moves to it were given (givenMoves).
 */
function push(state, moves, record, given = 0) {
  state.history.length = state.at + 1;
  state.history.push({ pos: state.board.toText(), moves, ...record, ...(given ? { given } : {}) });
  state.at += 1;
}

/**
 * Moves `count` cards from `from` to `to`, then autoplays to the foundations
 * as the setting says; one history entry for both, so one undo takes back
 * both (unless `autoplay` is false: the solver names its foundation moves).
 * `solver`: Solve plays the move, which is given (givenMoves): a win with
 * moves given to it is not one the statistics count. Returns {error} with
 * wasm's reason, worded for the player, when refused, or {autoplayed}: the codes of the cards
 * autoplay sent home, in the order it sent them.
 */
export function move(state, from, to, count, { autoplay: auto = true, solver = false } = {}) {
  const a = pileRef(from);
  const b = pileRef(to);
  let written;
  try {
    written = state.board.moveNotation(a.cell, a.index, b.cell, b.index, count);
    state.board.makeMove(a.cell, a.index, b.cell, b.index, count);
  } catch (e) {
    return { error: errorText(e) };
  }
  const sent = auto ? autoplay(state.board, state.settings.autoplay) : [];
  const autoplayed = sent.flatMap((m) => m.codes);
  const given = givenMoves(state) + (solver ? 1 : 0);
  countPlayed(state);
  startClock(state);
  push(state, movesMade(state) + 1, { play: [written, ...sent.map((m) => asAutoplayed(m.notation))] }, given);
  noteEvent(state, { play: state.history[state.at].play, ...(solver ? { given: true } : {}) });
  refresh(state);
  if (state.won) {
    stopClock(state);
    // A position's win counts, but sets no record: it may start a move from the end.
    const dealt = state.deal !== null;
    if (!given) countWin(state, dealt ? movesMade(state) : null, dealt ? elapsed(state) : null);
  }
  return { autoplayed };
}

/**
 * Autoplays on `board` as `mode` says ('off', 'safe', 'all'): the moves
 * wasm's autoplay makes, in order, each {notation, codes} (the codes of the
 * cards it sent home).
 */
function autoplay(board, mode) {
  const sent = [];
  if (mode === 'off') return sent;
  for (let m = board.autoplayMove(mode); m; m = board.autoplayMove(mode)) {
    const from = board.getCell(m.from.cell, m.from.index);
    board.makeMove(m.from.cell, m.from.index, m.to.cell, m.to.index, m.count);
    sent.push({ notation: m.notation, codes: from.slice(from.length - m.count).map((c) => c.code) });
  }
  return sent;
}

function goTo(state, at) {
  const wasWon = state.won;
  state.at = at;
  setBoard(state, GameBoard.fromText(state.history[at].pos));
  if (wasWon && !state.won) startClock(state);
}

export const canUndo = (state) => state.at > 0;
export const canRedo = (state) => state.at < state.history.length - 1;

/** One step back; counted (a win without Undo is a feat, feats.js). */
export function undo(state) {
  if (!canUndo(state)) return false;
  state.undos += 1;
  goTo(state, state.at - 1);
  noteEvent(state, 'undo');
  return true;
}

export function redo(state) {
  if (!canRedo(state)) return false;
  goTo(state, state.at + 1);
  noteEvent(state, 'redo');
  if (state.won) stopClock(state);
  return true;
}

/** Back to the deal as a new history entry, so that undo brings the game back. */
export function restart(state) {
  if (state.at === 0 && state.history.length === 1) return false;
  setBoard(state, GameBoard.fromText(state.history[0].pos));
  push(state, 0, { line: [] });
  noteEvent(state, { line: [] });
  return true;
}

/**
 * Puts back a play's history as it was before a step (Restart taken
 * back): `history`, the position shown `at`, and the clock (`elapsedMs`,
 * running again if it was `running`).
 */
export function restore(state, { history, at, elapsedMs, running }) {
  state.history = history.map((e) => ({ ...e }));
  state.at = at;
  state.elapsed = elapsedMs;
  state.runningSince = running ? Date.now() : null;
  setBoard(state, GameBoard.fromText(history[at].pos));
  noteEvent(state, 'undo'); // the step taken back, as an Undo would
}

/**
 * Goes to `position` as one new history entry, so that undo comes back:
 * a jump back to where the game could still be won, a step of a solution
 * or of a replay to play on from. `line` is its moves from the start of
 * the game (null when not known), `moves` what the move counter shows,
 * `given` how many of those moves were given (givenMoves).
 */
export function jump(state, position, line, moves, given) {
  const board = GameBoard.fromText(position);
  if (board.toText() === state.board.toText() && movesMade(state) === moves) {
    board.free();
    return false;
  }
  const wasWon = state.won;
  setBoard(state, board);
  push(state, moves, line ? { line } : {}, given);
  noteEvent(state, line ? { line: [...line], ...(given ? { given: true } : {}) } : null);
  if (wasWon && !state.won) startClock(state);
  if (state.won) stopClock(state);
  return true;
}
