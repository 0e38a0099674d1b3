// A game in a link: `?deal=617&moves=3a,1h,36/4` (or `?position=…&moves=…`;
// see url.js and line.js). Opening one replays its moves from the start,
// each read and checked by wasm; a move refused stops the replay after the
// last legal one and says which move it was and why. The game shown goes to
// the replay's end as one undoable step of that deal's game, so a game in
// progress is never lost (undo brings it back), and the viewer opens on
// it, to watch it from the start.
import { readList, replay, countOf } from './line.js';

/**
 * Replays the link's `moves` (its text) in the game shown, whose start is
 * the link's deal or position. Returns the refusal ({index, token,
 * reason}) or null.
 */
export function openMoves(state, ctl, viewer, moves) {
  const tokens = readList(moves);
  const { positions, refused } = replay(state.history[0].pos, tokens);
  const played = tokens.slice(0, positions.length - 1);
  ctl.jump(positions.at(-1), played, countOf(played), 'Replayed from the link', { given: countOf(played) });
  let note = '';
  if (refused) {
    const stop = played.length ? `after move ${countOf(played)}` : 'at the deal';
    const token = refused.token.length > 24 ? `${refused.token.slice(0, 24)}…` : refused.token;
    note = `Move ${refused.index + 1} of the link, "${token}", was refused: ${refused.reason}. The replay stops ${stop}.`;
    ctl.say(note, 10000);
  }
  viewer.watchGame(note);
  return refused;
}
