// The player's commands: each changes the state through game.js, then asks
// for one batched redraw (redraw.js, with a slide from where the cards
// were), saves (persist.js), and tells the player what happened (voice.js,
// and sound.js's sounds). Opening games is opening.js's. The input modules
// call only these; the rest of the page hears of changes through the hooks
// given to `connect`.
import * as game from './game.js';
import { cardsOf } from './game.js';
import { movableCount, targetsFor, dropCount, bestMove } from './targets.js';
import { snapshot } from './anim.js';
import { elapsed } from './clock.js';
import { pileKind } from './piles.js';
import { saveSettings } from './settings.js';
import { sound } from './sound-hook.js';
import { t } from './i18n.js';
import { cardNameAlone, pileArgs } from './words.js';
import { moveOf } from './line.js';
import { movedText, stepWhat, cameHome, sentHomeText, endText } from './move-words.js';
import { createRedraw } from './redraw.js';
import { createVoice } from './voice.js';
import { createPersist } from './persist.js';
import { createOpening } from './opening.js';
import { tableText } from './table-words.js';

/**
 * What the controller tells the rest of the page, each optional:
 * `onAdopt()`: the game shown is about to be replaced by another tab's save
 * of it; `onWin()`: the game was won; `onWinSaved()`: its win's save has
 * landed, with the win dialog open (its statistics count the win now);
 * `onSettings(settings)`: new settings are in the state; `onChange()`: the
 * game shown changed.
 * @typedef {{onAdopt?: () => void, onWin?: () => void, onWinSaved?: () => void, onSettings?: (settings: object) => void, onChange?: () => void}} Hooks
 */

/** `saves`: the saved games (saves.js); `applySettings`: puts settings on the page. */
export function createController(state, dom, saves, applySettings) {
  /** @type {Hooks} */
  let hooks = {};
  const hook = (name, ...args) => hooks[name]?.(...args);
  const redraw = createRedraw(state, dom);
  const voice = createVoice(state, dom);
  const { say, hush, announce } = voice;
  const view = { redraw, ...voice };
  const kept = createPersist(state, dom, saves, view, hook);
  const { persist } = kept;

  /** Puts the keyboard's focus on the board's pile in focus: a panel that had it is going away. */
  function focusBoard() {
    dom.piles.get(state.focus)?.focus();
  }

  /** `chimed`: when the last card going home is heard, in ms from now (the win's sound follows it). */
  function afterChange(before, queue, chimed = 0) {
    redraw(before, queue);
    // The win is shown at once; its statistics once the save has landed.
    persist().then(() => { if (state.won && dom.winDialog.open) hook('onWinSaved'); });
    hook('onChange');
    if (state.won) {
      sound.win(chimed + 150);
      hook('onWin');
    }
  }

  function deselect() {
    if (!state.selected) return;
    state.selected = null;
    state.targets = new Set();
    redraw();
  }

  /** Picks card `index` of pile `from` and the cards on it, if wasm lets that many move. */
  function pick(from, index) {
    const cards = cardsOf(state, from);
    if (index < 0 || index >= cards.length) return false;
    const count = cards.length - index;
    const movable = movableCount(state, from);
    if (count > movable) {
      sound.refuse();
      say(pileKind(from) === 'foundation'
        ? t('msg-foundation-stays')
        : t('msg-only-top', { count: movable, ...pileArgs(from) }));
      return false;
    }
    state.selected = { from, index, count };
    state.targets = targetsFor(state, from, count, false);
    announce(t('live-picked', { card: cardNameAlone(cards[index]), count, more: count - 1 }));
    sound.pick();
    redraw();
    return true;
  }

  /**
   * Moves `count` cards; on refusal shows wasm's reason and returns false.
   * `before` gives where the cards were seen (the drag ghost), for the slide.
   */
  function moveCards(from, to, count, before, options) {
    const rects = before ?? snapshot(dom.cards);
    const cards = cardsOf(state, from);
    const lead = cards[cards.length - count];
    const result = game.move(state, from, to, count, options);
    if (result.error) {
      sound.refuse();
      say(result.error);
      state.selected = null;
      state.targets = new Set();
      redraw();
      return false;
    }
    hush(); // what was said (a refusal, a hint) was about the position before this move
    const home = result.autoplayed.length;
    announce(movedText(state, { lead, count, to, home: result.autoplayed }));
    const toHome = pileKind(to) === 'foundation';
    if (!toHome) sound.drop();
    const chimed = sound.home(home, { first: toHome });
    afterChange(rects, result.autoplayed, chimed);
    return true;
  }

  /** Drops the picked cards on `to` (the most wasm allows there, as Windows FreeCell does). */
  function dropSelected(to) {
    const sel = state.selected;
    if (!sel) return false;
    const n = dropCount(state, sel.from, to, sel.count, false);
    return moveCards(sel.from, to, n || sel.count);
  }

  /** Double-click: the card to its foundation if it may go, else to the best legal place. */
  function sendBest(from, index) {
    const best = bestMove(state, from, index);
    if (!best) {
      const card = cardsOf(state, from)[index];
      sound.refuse();
      say(t('msg-no-legal-move', { card: card ? cardNameAlone(card) : '' }));
      return false;
    }
    return moveCards(from, best.to, best.count);
  }

  /**
   * Said after a step through the history: what was done, the moves the
   * game now has, what autoplay sent home (`home`, codes: a redone move's),
   * then the table it left.
   */
  const stepText = (what, home = []) => {
    return [t('live-step', { what, moves: game.movesMade(state) }), sentHomeText(home), endText(state)].filter(Boolean).join(' ');
  };

  /**
   * A step through the history (`change`: game.undo, redo or restart),
   * said (`what`, or for an undo or a redo `kind`: the move it took back or
   * played again is named) and heard (`heard`: a sound.js sound) if it
   * changed the game.
   */
  function step(change, what, heard, kind = null) {
    const rects = snapshot(dom.cards);
    const before = state.piles;
    if (!change(state)) return false;
    heard();
    hush(); // a hint's or a refusal's words were about the position before
    announce(kind ? steppedText(kind, before) : stepText(what));
    afterChange(rects);
    return true;
  }

  /** What an undo (`kind` 'undo') or a redo ('redo') from the piles `before` says: the move named, and the cards autoplay had sent home. */
  function steppedText(kind, before) {
    const undo = kind === 'undo';
    const played = moveOf(state.history, undo ? state.at + 1 : state.at);
    // The cards the step took from the foundations (an undo) or put there (a redo), less the one the move itself sent.
    const moved = played && pileKind(played.to) === 'foundation' ? played.lead?.code : null;
    const home = (undo ? cameHome(state.piles, before) : cameHome(before, state.piles)).filter((code) => code !== moved);
    return undo ? stepText(stepWhat(kind, played, home.length)) : stepText(stepWhat(kind, played), home);
  }

  /**
   * Restart; in a game in progress (a move made, not won), "Game
   * restarted" is shown for a few seconds beside a button that brings the
   * game back as it was: its history, the position shown and its clock.
   */
  function restart() {
    const inProgress = !state.won && state.playedAt !== null;
    const prior = { identity: state.identity, playId: state.playId, history: state.history.map((e) => ({ ...e })), at: state.at, elapsedMs: elapsed(state), running: state.runningSince !== null };
    if (!step(game.restart, t('live-restarted'), sound.deal) || !inProgress) return;
    const restarted = state.history.length;
    voice.offer(t('msg-game-restarted'), t('offer-undo'), () => {
      // Only the restart itself is taken back: not once the game has moved on from it.
      if (state.identity !== prior.identity || state.playId !== prior.playId || state.history.length !== restarted || state.at !== restarted - 1) return;
      const rects = snapshot(dom.cards);
      game.restore(state, prior);
      sound.slide();
      announce(stepText(t('live-undone')));
      say(t('msg-game-back'));
      afterChange(rects);
    });
  }

  /**
   * Goes to `position` as one undoable step (game.jump): a jump back, a
   * step of a solution or of a replay. `line` is its moves from the start
   * (or null), `moves` the move count shown there; `what` is said; `given`:
   * how many of the moves were not the player's (a solution's, a link's;
   * game.givenMoves). By default the position is one of the game's own
   * line, so at most as many as the game shown has.
   */
  function jump(position, line, moves, what, { given = Math.min(moves, game.givenMoves(state)) } = {}) {
    const rects = snapshot(dom.cards);
    if (!game.jump(state, position, line, moves, given)) return false;
    hush();
    announce(stepText(what));
    redraw(rects);
    persist();
    hook('onChange');
    return true;
  }

  /**
   * New settings: saved (unless they come from another tab, which saved
   * them), put on the page, and the board redrawn (the card size depends on
   * the index size).
   */
  function setSettings(settings, { save = true } = {}) {
    const resize = settings.index !== state.settings.index;
    state.settings = settings;
    if (save) saveSettings(settings);
    applySettings(settings);
    if (resize) state.layout.cardWidth = 0;
    hook('onSettings', settings);
    dom.pileKeys.clear();
    redraw();
  }

  const { open, openUnsaved } = createOpening(state, dom, saves, view, kept, afterChange, hook);

  return {
    /** Gives the rest of the page its hooks (Hooks); returns the unbinding. Until then none is called. */
    connect(given) {
      hooks = given;
      return () => { if (hooks === given) hooks = {}; };
    },
    redraw,
    say,
    announce,
    announceAlso: voice.announceAlso,
    focusBoard,
    watching: voice.watching,
    persist,
    pick,
    deselect,
    moveCards,
    dropSelected,
    sendBest,
    undo: () => step(game.undo, null, sound.slide, 'undo'),
    redo: () => step(game.redo, null, sound.slide, 'redo'),
    restart, // the cards gathered and dealt again
    /** Says the whole table to screen readers, pile by pile (table-words.js). */
    readTable: () => announce(tableText(state)),
    jump,
    open,
    openUnsaved,
    adopt: kept.adopt,
    reread: kept.reread,
    refreshStats: kept.refreshStats,
    setSettings,
  };
}
