// Challenge a friend: a won deal sent as a link with the winner's moves and
// time (challenge-link.js), and such a link played. The friend plays the
// same deal with the challenger's result hidden; once they win or give up,
// the two results stand side by side (moves, time, par, who took fewer
// moves) and the challenger's game can be watched step by step in the
// viewer. The challenger's moves are replayed by wasm (line.js) before
// anything is said of them: a line that is refused or does not win is
// said to be no valid win, and the deal is played all the same.
import { GameBoard } from './pkg/freecell.js';
import { encodeChallenge } from './challenge-link.js';
import { createChallengeStore } from './challenge-open.js';
import { describe } from './sources.js';
import { lineOf, replay, countOf } from './line.js';
import { movesMade, givenMoves } from './game.js';
import { elapsed, formatTime } from './clock.js';
import { listen } from './events.js';
import { t } from './i18n.js';

/** The link that challenges a friend to the deal shown with its line and time, or null when the game has no deal or its moves are not known. */
export function challengeLink(state, base = location.href) {
  const moves = lineOf(state.history, state.at);
  if (state.deal === null || !moves?.length) return null;
  const url = new URL(base);
  url.hash = '';
  url.search = `?challenge=${encodeChallenge({ game: state.rules.game, cells: state.rules.cells, deal: state.deal, moves, ms: elapsed(state) })}`;
  return url.href;
}

/**
 * Whether `tokens` win from `start`, as wasm plays them: {wins: true}, or
 * {wins: false, refused} with the move wasm refused (line.js replay's,
 * whose reason is worded when read), or refused null when every move was
 * played and the game is not won.
 */
function checkLine(start, tokens) {
  const { positions, refused } = replay(start, tokens);
  if (refused) return { wins: false, refused };
  const board = GameBoard.fromText(positions.at(-1));
  try {
    return { wins: board.isInWinState(), refused: null };
  } finally {
    board.free();
  }
}

/** `share`: share.js's (its field for a link the clipboard refused); `par`: par.js's; `viewer`: viewer.js's. */
export function createChallenge({ state, dom, share, par, viewer, store = createChallengeStore() }) {
  /** The challenge played: {read (challenge-open.js readChallenge's), start, check (checkLine's), gaveUp: null or {moves, ms}}, or null. */
  let current = null;

  const onIt = () => Boolean(current) && state.identity === current.read.identity;
  /** The friend's side is in: they won the deal, or gave up. */
  const settled = () => onIt() && (state.won || current.gaveUp !== null);
  const theirMoves = () => countOf(current.read.challenge.moves);

  /** The banner under the board: the challenge before, and after, the friend's result. */
  function render() {
    dom.challenge.hidden = !onIt();
    if (!onIt()) return;
    const valid = current.check.wins;
    dom.challengeGiveUp.hidden = !valid || settled();
    dom.challengeShow.hidden = !valid || !settled();
    if (!valid) {
      const { refused } = current.check;
      dom.challengeText.textContent = refused
        ? t('challenge-refused-move', { move: refused.index + 1, reason: refused.reason })
        : t('challenge-not-won');
    } else dom.challengeText.textContent = t(settled() ? 'challenge-settled' : 'challenge-playing', { deal: String(state.deal) });
  }

  /** Fills the side-by-side results and shows them. */
  function showResults() {
    if (!settled() || !current.check.wins) return;
    const won = state.won && current.gaveUp === null;
    const mine = won ? { moves: movesMade(state), ms: elapsed(state) } : current.gaveUp;
    const theirs = { moves: theirMoves(), ms: current.read.challenge.ms };
    dom.versusYouResult.textContent = t(won ? 'versus-won' : 'versus-gave-up');
    dom.versusThemResult.textContent = t('versus-won');
    dom.versusYouMoves.textContent = String(mine.moves);
    dom.versusThemMoves.textContent = String(theirs.moves);
    dom.versusYouTime.textContent = formatTime(mine.ms);
    dom.versusThemTime.textContent = formatTime(theirs.ms);
    const who = !won ? 'gave-up' : mine.moves < theirs.moves ? 'you' : mine.moves > theirs.moves ? 'them' : 'same';
    dom.versusVerdict.textContent = t('versus-verdict', { who, difference: Math.abs(mine.moves - theirs.moves) });
    const known = par.value();
    dom.versusPar.textContent = known?.count !== undefined ? t('versus-par', { par: known.count }) : '';
    dom.winDialog.close();
    if (!dom.versus.open) dom.versus.showModal();
    dom.versusWatch.focus();
  }

  /** The challenger's game in the viewer, from the deal, watched only. */
  function watch() {
    dom.versus.close();
    const moves = theirMoves();
    viewer.watchLine({ title: () => t('viewer-challenge-title', { moves }), start: current.start, tokens: current.read.challenge.moves });
  }

  function giveUp() {
    if (!onIt() || settled()) return;
    current.gaveUp = { moves: movesMade(state), ms: elapsed(state) };
    store.keep(current.read, current.gaveUp);
    render();
    showResults();
  }

  /** Challenges a friend from the win dialog: the system's share sheet where there is one, else the clipboard, else the link shown to copy. */
  async function send() {
    const link = challengeLink(state);
    if (!link) return;
    if (navigator.share) {
      try {
        await navigator.share({ text: t('challenge-share-text', { moves: movesMade(state), time: formatTime(elapsed(state)) }), url: link });
        return;
      } catch (e) {
        if (e.name === 'AbortError') return; // the player closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      dom.winNote.textContent = t('msg-challenge-copied');
    } catch {
      share.showLink(link);
    }
  }

  const unbinds = [
    listen(dom.winChallenge, 'click', send),
    listen(dom.winVersus, 'click', showResults),
    listen(dom.challengeGiveUp, 'click', giveUp),
    listen(dom.challengeShow, 'click', showResults),
    listen(dom.versusWatch, 'click', watch),
    listen(dom.versusClose, 'click', () => dom.versus.close()),
    listen(dom.versus, 'click', (e) => { if (e.target === dom.versus) dom.versus.close(); }),
  ];

  return {
    /** Plays the challenge `read` (challenge-open.js's) on the game shown, which is its deal; its moves checked by wasm first. */
    start(read) {
      const start = describe(read.source).start;
      current = { read, start, check: checkLine(start, read.challenge.moves), gaveUp: read.gaveUp ?? null };
      store.keep(read, current.gaveUp);
      render();
    },
    /** The win dialog shown: Challenge a friend for a deal won by the player's own moves; Compare once a challenge is settled by the win. */
    onWinDialog() {
      dom.winChallenge.hidden = state.deal === null || givenMoves(state) > 0 || !lineOf(state.history, state.at)?.length;
      dom.winVersus.hidden = !(settled() && current.gaveUp === null && current.check.wins);
    },
    onChange: render,
    onLanguage() {
      render();
      if (dom.versus.open) showResults();
    },
    unbind: () => unbinds.forEach((unbind) => unbind()),
  };
}
