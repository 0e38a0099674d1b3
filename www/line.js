// A game's line: the moves from its start (the deal, or the position it
// was opened at) to a position, in the standard notation, as the history
// records them and a shared link writes them (`3a,1h,36/4`). A move that
// autoplay made is written with a capital H (`1H`): it belongs to the move
// before it, which the move counter counts once with its autoplay; wasm
// reads either case. Every move is read and checked by wasm (parseMove,
// makeMove); nothing here knows a rule.
import { GameBoard } from './pkg/freecell.js';
import { pileId } from './piles.js';
import { errorText } from './words.js';

/** Whether a move was written as one autoplay made. */
export const isAutoplayed = (token) => token.endsWith('H');

/** A foundation move (`1h`) written as one autoplay made (`1H`). */
export const asAutoplayed = (token) => token.replace(/h$/, 'H');

/** The moves grouped as the move counter counts them: each move with the autoplay it set off. */
export function playsOf(tokens) {
  const plays = [];
  for (const token of tokens) {
    if (isAutoplayed(token) && plays.length) plays.at(-1).push(token);
    else plays.push([token]);
  }
  return plays;
}

/** How many moves the move counter counts in `tokens`. */
export const countOf = (tokens) => playsOf(tokens).length;

/** A link's list of moves, `3a,1h,36/4`, as tokens (spaces around a move are dropped; an empty list has none). */
export const readList = (text) => (text.trim() ? text.split(',').map((t) => t.trim()) : []);

export const writeList = (tokens) => tokens.join(',');

/**
 * The moves from the start of the game to `history[at]`, or null when the
 * history does not hold them (a game saved before the page recorded them).
 * An entry holds either `play` (the moves from the entry before it) or
 * `line` (the whole line: a Restart, a jump back, a replayed link).
 */
export function lineOf(history, at) {
  const plays = [];
  for (let k = at; k > 0; k -= 1) {
    const entry = history[k];
    if (entry.line) return [...entry.line, ...plays.reverse().flat()];
    if (!entry.play) return null;
    plays.push(entry.play);
  }
  return plays.reverse().flat();
}

/**
 * Plays `tokens` from the position `start` with wasm, each read by
 * parseMove and made by makeMove, stopping at the first one refused.
 * Returns {positions, refused}: positions[k] is the position after the
 * first k moves (positions[0] is `start`); refused is null, or
 * {index, token, reason} for the move wasm refused (`reason` in the
 * player's words, words.js, worded at each reading: in the language shown
 * then).
 */
export function replay(start, tokens) {
  const board = GameBoard.fromText(start);
  const positions = [board.toText()];
  try {
    for (const [index, token] of tokens.entries()) {
      try {
        const m = board.parseMove(token);
        board.makeMove(m.from.cell, m.from.index, m.to.cell, m.to.index, m.count);
      } catch (e) {
        // The reason goes inside a sentence of its own (replay-refused): without its stop.
        const given = token.length > 12 ? `${token.slice(0, 12)}…` : token;
        const refused = { index, token, get reason() { return errorText(e, 'error-move', { given }).replace(/\.$/, ''); } };
        return { positions, refused };
      }
      positions.push(board.toText());
    }
    return { positions, refused: null };
  } finally {
    board.free();
  }
}

/**
 * The player's move that led to history entry `at` (the first move of its
 * play, without the autoplay after it), as wasm reads it on the position
 * before: {lead, count, from, to}, pile ids and the card moved first (the
 * lowest of the run); null for the deal and for a step that was no one
 * move (a restart, a jump). Said when the move is undone or redone.
 */
export function moveOf(history, at) {
  const written = history[at]?.play?.[0];
  if (!written || at === 0) return null;
  const board = GameBoard.fromText(history[at - 1].pos);
  try {
    const m = board.parseMove(written);
    const cards = board.getCell(m.from.cell, m.from.index);
    return { lead: cards[cards.length - m.count], count: m.count, from: pileId(m.from.cell, m.from.index), to: pileId(m.to.cell, m.to.index) };
  } catch {
    return null;
  } finally {
    board.free();
  }
}
