// Watching moves step by step without changing the game: a solution from
// the position shown, or the game itself from its start (a replayed link
// opens with it). Back, forward and a slider over the moves; the board
// shows the step, to see and to read (the keys walk its piles), and is not
// played on while it does (at the game's own step it is the game, ready to
// play). "Play on from here" makes the step
// the game's position, as one undoable step. Any change to the game ends
// the watching. A change of language re-words the panel at once.
import { GameBoard } from './pkg/freecell.js';
import { pilesOf, movesMade, givenMoves } from './game.js';
import { pileId } from './piles.js';
import { snapshot } from './anim.js';
import { lineOf, playsOf, replay } from './line.js';
import { asPlayed } from './solution.js';
import { describeMove, noSolution } from './describe.js';
import { t } from './i18n.js';

export function createViewer(state, dom, ctl, solver) {
  /**
   * What is watched: {title, note, start, tokens, ends, positions, step,
   * live, base, game, given}; `title` and `note` word the panel's title and
   * note (a function, so that a change of language re-words them). positions[s] is the position after s counted moves
   * (ends[s] tokens), `live` the step that is the game's position, `base`
   * {line, moves} what the steps add to, `game` the game's position when
   * the watching began, `given` how many of the moves to it were given
   * (game.givenMoves).
   */
  let tape = null;

  function describeStep(s) {
    if (s === 0) return t(tape.live === 0 ? 'viewer-now' : 'viewer-dealt');
    const board = GameBoard.fromText(tape.positions[s - 1]);
    try {
      const play = tape.tokens.slice(tape.ends[s - 1], tape.ends[s]);
      const m = board.parseMove(play[0]);
      const move = { from: pileId(m.from.cell, m.from.index), to: pileId(m.to.cell, m.to.index), count: m.count };
      const home = play.length - 1;
      const words = describeMove(pilesOf(board), move).text;
      return t('viewer-step', { step: s, steps: tape.positions.length - 1, move: words, home });
    } finally {
      board.free();
    }
  }

  /** Shows step `s` on the board and in the panel. */
  function show(s) {
    const step = Math.max(0, Math.min(tape.positions.length - 1, s));
    const rects = snapshot(dom.cards);
    tape.step = step;
    state.selected = null;
    state.targets = new Set();
    state.hint = null;
    if (step === tape.live) {
      state.view = null;
    } else {
      const board = GameBoard.fromText(tape.positions[step]);
      state.view = { piles: pilesOf(board) };
      board.free();
    }
    dom.viewerSlider.value = String(step);
    const focused = document.activeElement;
    dom.viewerBack.disabled = step === 0;
    dom.viewerForward.disabled = step === tape.positions.length - 1;
    dom.viewerContinue.disabled = step === tape.live;
    // A button disabled under the keyboard's focus would drop it: the other way takes it.
    if (focused === dom.viewerBack && focused.disabled) (dom.viewerForward.disabled ? dom.viewerSlider : dom.viewerForward).focus();
    if (focused === dom.viewerForward && focused.disabled) (dom.viewerBack.disabled ? dom.viewerSlider : dom.viewerBack).focus();
    if (focused === dom.viewerContinue && focused.disabled) dom.viewerSlider.focus();
    word();
    ctl.redraw(rects);
  }

  /** Words the panel in the language shown: its title, its note, the step and the slider's value for screen readers. */
  function word() {
    dom.viewerTitle.textContent = tape.title();
    const note = tape.note();
    dom.viewerNote.textContent = note;
    dom.viewerNote.hidden = !note;
    dom.viewerSlider.setAttribute('aria-valuetext', t('viewer-slider-value', { step: tape.step, steps: tape.positions.length - 1 }));
    dom.viewerStep.textContent = describeStep(tape.step);
  }

  /**
   * Watches `tokens` (a line, see line.js) from `start`; the step `live` is
   * the game shown. `title` and `note` are functions that word them.
   */
  function open({ title, start, tokens, live, base, note = () => '' }) {
    const { positions, refused } = replay(start, tokens);
    if (refused) {
      ctl.say(t('viewer-refused', { index: refused.index + 1, token: refused.token, reason: refused.reason }));
      return;
    }
    const ends = [0];
    for (const play of playsOf(tokens)) ends.push(ends.at(-1) + play.length);
    tape = { title, note, start, tokens, ends, positions: ends.map((k) => positions[k]), live, base, game: state.board.toText(), given: givenMoves(state) };
    dom.viewerSlider.max = String(tape.positions.length - 1);
    // Another player's game (live -1: no step is this game's) is watched only.
    dom.viewerContinue.hidden = live < 0;
    dom.viewer.hidden = false;
    show(live === 0 ? 0 : live);
  }

  function close() {
    if (!tape) return;
    tape = null;
    const rects = snapshot(dom.cards);
    state.view = null;
    const focused = dom.viewer.contains(document.activeElement);
    dom.viewer.hidden = true;
    if (focused) ctl.focusBoard();
    ctl.redraw(rects);
  }

  /** A solution from the position shown, counted as the move counter counts. */
  async function watchSolution() {
    const asked = state.board.toText();
    dom.watch.setAttribute('aria-busy', 'true');
    const answer = await solver.ask(asked, { keep: true });
    dom.watch.removeAttribute('aria-busy');
    if (state.board.toText() !== asked) return;
    if (answer?.result !== 'solved') {
      ctl.say(answer?.result === 'impossible' ? noSolution(state) : t('viewer-no-solution'));
      return;
    }
    const tokens = asPlayed(asked, answer.moves, state.settings.autoplay) ?? answer.moves;
    const moves = playsOf(tokens).length;
    open({
      title: () => t('viewer-solution-title', { moves }),
      start: asked,
      tokens,
      live: 0,
      base: { line: lineOf(state.history, state.at), moves: movesMade(state) },
    });
  }

  /** The game shown, from its start, at its last move; `note` (a function) words a note above the steps. */
  function watchGame(note = () => '') {
    const tokens = lineOf(state.history, state.at);
    if (!tokens) {
      ctl.say(t('viewer-old-save'));
      return;
    }
    const moves = playsOf(tokens).length;
    open({ title: () => t('viewer-game-title', { moves }), start: state.history[0].pos, tokens, live: moves, base: { line: [], moves: 0 }, note });
  }

  /** Another player's game of the deal shown (a challenger's, challenge.js) from `start`, its deal: watched, never played on from. */
  function watchLine({ title, start, tokens }) {
    open({ title, start, tokens, live: -1, base: null });
  }

  /** Makes the step shown the game's position, as one undoable step. */
  function playOn() {
    if (!tape || tape.step === tape.live || tape.live < 0) return;
    const { step, base, tokens, ends, positions, live, given } = tape;
    const line = base.line && [...base.line, ...tokens.slice(0, ends[step])];
    close();
    // Past the step the game is at, the moves are the solution's; before
    // it, the game's own, of which at most `given` were given.
    const moves = base.moves + step;
    ctl.jump(positions[step], line, moves, t('live-playing-on'), { given: step > live ? given + step - live : Math.min(moves, given) });
  }

  return {
    watchSolution,
    watchGame,
    watchLine,
    close,
    playOn,
    back: () => tape && show(tape.step - 1),
    forward: () => tape && show(tape.step + 1),
    slide: () => tape && show(Number(dom.viewerSlider.value)),
    /** Any change to the game that the watching did not make ends it. */
    onGameChange() {
      if (tape && state.board.toText() !== tape.game) close();
    },
    isOpen: () => Boolean(tape),
    /** Re-words the panel, if open, in the language just chosen. */
    onLanguage() {
      if (tape) word();
    },
  };
}
