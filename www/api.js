// The page's small programming interface, on window.freecell: for the
// browser console, the benchmark and tests. It goes through the same
// controller as the mouse and the keyboard.

export function createApi(state, ctl) {
  return {
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
  };
}
