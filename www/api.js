// The page's small programming interface, on window.freecell: for the
// browser console, the benchmark and tests. It goes through the same
// controller as the mouse and the keyboard.
import { pileId } from './piles.js';
import { lineOf } from './line.js';
import { errorText } from './words.js';

export function createApi(state, ctl) {
  return {
    /**
     * Plays one move in the standard notation ('3a', '36/4'), read by wasm
     * for the position shown, as the player would (with their autoplay);
     * false when wasm refuses it (the reason is shown).
     */
    play(move) {
      let m;
      try {
        m = state.board.parseMove(move);
      } catch (e) {
        ctl.say(errorText(e, 'error-move', { given: String(move) }));
        return false;
      }
      return ctl.moveCards(pileId(m.from.cell, m.from.index), pileId(m.to.cell, m.to.index), m.count);
    },
    /** The moves from the start of the game to the position shown (line.js), or null. */
    line: () => lineOf(state.history, state.at),
    /** The position shown, as GameBoard.toText() writes it. */
    position: () => state.board.toText(),
    /** The legal moves of the position shown, as wasm lists them. */
    legalMoves: () => state.board.legalMoves(),
    /** Moves made in this game (undo counts back). */
    moves: () => state.history[state.at].moves,
    /** Opens Microsoft deal `n` (its play in progress, if one is saved). */
    deal: (n) => ctl.open({ deal: n }),
    /** Opens a position written by toText(). */
    load: (position) => ctl.open({ position }),
    undo: () => ctl.undo(),
    redo: () => ctl.redo(),
    /** Whether the game shown is won. */
    won: () => state.won,
    /** The date (YYYY-MM-DD) of the daily deal shown, or null when the game shown is not one. */
    daily: () => state.daily,
  };
}
