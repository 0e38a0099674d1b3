// A change to the game in words, for a player who plays by ear: said once,
// as one message in the live region, after each move, undo and redo. A
// move says what moved and where, what autoplay then sent home, and the
// table it left (the cards home and the free cells empty, or the game's
// end); an undo or a redo names the move it took back or played again.
// Whether the game can still be won is the status's to say (assist.js),
// once the solver has answered. Reads the state; decides no rule.
import { piles } from './piles.js';
import { t, locale } from './messages.js';
import { cardNameAlone, pileArgs } from './words.js';
import { stateText } from './table-words.js';
import { givenMoves } from './game.js';

/** Cards autoplay sent home are named up to this many; more are counted. */
const NAMED_HOME = 4;

/** The codes of the cards on the foundations of `after` that were not on those of `before` (both piles by id), bottom first. */
export function cameHome(before, after) {
  const was = new Set(piles().foundations.flatMap((id) => (before[id] ?? []).map((c) => c.code)));
  return piles().foundations.flatMap((id) => (after[id] ?? []).map((c) => c.code).filter((code) => !was.has(code)));
}

/** What autoplay sent home (`codes`, in order), as a sentence; '' when nothing. */
export function sentHomeText(codes) {
  if (!codes.length) return '';
  if (codes.length > NAMED_HOME) return t('live-sent-home-count', { count: codes.length });
  const list = new Intl.ListFormat(locale(), { type: 'conjunction' });
  return t('live-sent-home', { count: codes.length, cards: list.format(codes.map(cardNameAlone)) });
}

/** The table the change left: won (solved, with moves given to it: not the player's win), no move left, or the cards home and the free cells empty. */
export function endText(state) {
  if (state.won) return t(givenMoves(state) ? 'live-won-given' : 'live-won');
  if (state.stuck) return t('stuck');
  return stateText(state.piles);
}

/** The words naming what moved: `lead` (a card, or none known), `count` cards from it up. */
function what(lead, count) {
  return { card: lead ? cardNameAlone(lead) : t('move-unknown-card'), count, more: count - 1 };
}

/**
 * A move just made, as one message: `lead` the card moved first (the
 * lowest of the run) and `count` cards to pile `to`, then `home`, the
 * codes of the cards autoplay sent home after it; the state's table after.
 * 'seven of hearts to cascade 3. Autoplay sent home the ace of clubs.
 * Home: 1 of 52 cards; free cells empty: 4.'
 */
export function movedText(state, { lead, count, to, home }) {
  return [t('live-moved', { ...what(lead, count), ...pileArgs(to) }), sentHomeText(home), endText(state)]
    .filter(Boolean).join(' ');
}

/**
 * What an undo or a redo says as `what` of `live-step`: the move it took
 * back or played again, when that step was one move (`played`: {lead,
 * count, from, to}, read from the position before the move), with, for
 * an undo, the cards it took back from the foundations that autoplay had
 * sent there (`home`, how many); else the plain words
 * for the step ('Move undone').
 */
export function stepWhat(kind, played, home = 0) {
  if (!played) return t(kind === 'undo' ? 'live-undone' : 'live-redone');
  if (kind === 'undo') return t('live-undone-move', { ...what(played.lead, played.count), ...pileArgs(played.from), home });
  return t('live-redone-move', { ...what(played.lead, played.count), ...pileArgs(played.to) });
}
