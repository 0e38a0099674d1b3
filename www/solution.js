// The solver's solution as the player plays it, so that it counts as the
// move counter counts: the solver sends every card home as soon as it may
// go; a player whose autoplay is more careful leaves such a card where it
// is until it is in the way of the next move (or autoplay takes it), then
// sends it home by hand. wasm replays it (`asPlayed`, the engine's
// `played.rs`). Par and the solution viewer's steps come from here.
import { GameBoard } from './pkg/freecell.js';

/**
 * The solver's `moves` from `start` (every foundation move written out) as
 * the page plays them with autoplay `mode` ('safe', 'all' or 'off'): the
 * moves a player makes, each followed by the moves autoplay makes after it
 * (written as autoplayed, see line.js). Null if the page's board cannot
 * follow the solver's.
 */
export function asPlayed(start, moves, mode) {
  const board = GameBoard.fromText(start);
  try {
    return board.asPlayed(moves, mode);
  } finally {
    board.free();
  }
}
