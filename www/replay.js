// A game in a link: `?deal=617&moves=3a,1h,36/4` (or `?position=…&moves=…`;
// see url.js and line.js). Opening one replays its moves from the start,
// each read and checked by wasm; a move refused stops the replay after the
// last legal one and says which move it was and why. The game shown goes to
// the replay's end as one undoable step of that deal's game, so a game in
// progress is never lost (undo brings it back), and the viewer opens on
// it, to watch it from the start. A link none of whose moves can be played
// leaves the game shown as it is.
import { readList, replay, countOf } from './line.js';
import { movesMade } from './game.js';
import { t } from './i18n.js';

/**
 * Replays the link's `moves` (its text) in the game shown, whose start is
 * the link's deal or position. Returns the refusal ({index, token,
 * reason}) or null.
 */
export function openMoves(state, ctl, viewer, moves) {
  const tokens = readList(moves);
  const { positions, refused } = replay(state.history[0].pos, tokens);
  const played = tokens.slice(0, positions.length - 1);
  const count = countOf(played);
  // Worded when shown, so that the viewer's note follows a change of language.
  const token = refused && (refused.token.length > 24 ? `${refused.token.slice(0, 24)}…` : refused.token);
  const refusal = () => (refused ? t('replay-refused', { index: refused.index + 1, token, reason: refused.reason }) : '');
  if (!played.length) {
    ctl.say(t('replay-nothing', { reason: refusal() || t('replay-no-moves') }), 10000);
    return refused;
  }
  const before = movesMade(state);
  const jumped = ctl.jump(positions.at(-1), played, count, t('live-replayed'), { given: count });
  const note = () => (refused ? t('replay-stops', { reason: refusal(), moves: count }) : '');
  ctl.say(t('replay-done', { note: refused ? `${note()} ` : '', moves: count, won: state.won ? 'yes' : 'no', before: jumped ? before : 0 }), 10000);
  viewer.watchGame(note);
  return refused;
}
