// The player's commands: each changes the state through game.js, then asks
// for one batched redraw (with a slide from where the cards were), saves,
// and tells the player what happened. The input modules call only these.
import * as game from './game.js';
import { cardsOf, movableCount } from './game.js';
import { render } from './render.js';
import { snapshot, slideFrom } from './anim.js';
import { save } from './storage.js';
import { pileName, pileKind } from './piles.js';
import { writeAddress } from './url.js';

export function createController(state, dom) {
  let frame = 0;
  let slides = null;
  let after = [];
  let messageTimer = 0;

  /**
   * Redraws on the next animation frame; `before` (card rects) makes moved
   * cards slide; the cards in `queue` (autoplay's, in order) slide one after
   * another, once the others have started.
   */
  function redraw(before, queue = []) {
    if (before) {
      slides ??= new Map();
      for (const [code, rect] of before) if (!slides.has(code)) slides.set(code, rect);
    }
    after.push(...queue);
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      render(state, dom);
      if (slides) slideFrom(slides, dom.cards, after);
      slides = null;
      after = [];
    });
  }

  /** A short visible message, also read by screen readers. */
  function say(text, ms = 3000) {
    dom.message.textContent = text;
    dom.message.classList.add('show');
    clearTimeout(messageTimer);
    messageTimer = setTimeout(() => {
      dom.message.classList.remove('show');
      dom.message.textContent = '';
    }, ms);
  }

  /** Said to screen readers only (moves). */
  function announce(text) {
    dom.live.textContent = text;
  }

  function persist() {
    save(state);
  }

  function afterChange(before, queue) {
    redraw(before, queue);
    persist();
    dom.onChange?.();
    if (state.won) dom.onWin?.();
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
      say(pileKind(from) === 'foundation'
        ? 'Cards on a foundation stay there.'
        : `Only the top ${movable} card${movable === 1 ? '' : 's'} of ${pileName(from)} can move together now.`);
      return false;
    }
    state.selected = { from, index, count };
    state.targets = game.targetsFor(state, from, count, false);
    announce(`${cards[index].name}${count > 1 ? ` and ${count - 1} more` : ''} picked up`);
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
      say(result.error);
      state.selected = null;
      state.targets = new Set();
      redraw();
      return false;
    }
    let text = `${lead?.name ?? 'card'}${count > 1 ? ` and ${count - 1} more` : ''} to ${pileName(to)}`;
    const home = result.autoplayed.length;
    if (home) text += `; ${home} card${home > 1 ? 's' : ''} to the foundations`;
    if (state.won) text += '. You won!';
    else if (state.stuck) text += '. No legal move is left.';
    announce(text);
    afterChange(rects, result.autoplayed);
    return true;
  }

  /** Drops the picked cards on `to` (the most wasm allows there, as Windows FreeCell does). */
  function dropSelected(to) {
    const sel = state.selected;
    if (!sel) return false;
    const n = game.dropCount(state, sel.from, to, sel.count, false);
    return moveCards(sel.from, to, n || sel.count);
  }

  /** Double-click: the card to its foundation if it may go, else to the best legal place. */
  function sendBest(from, index) {
    const best = game.bestMove(state, from, index);
    if (!best) {
      const card = cardsOf(state, from)[index];
      say(`There is no legal move for the ${card?.name ?? 'card'}.`);
      return false;
    }
    return moveCards(from, best.to, best.count);
  }

  function step(change, what) {
    const rects = snapshot(dom.cards);
    if (!change(state)) return;
    announce(`${what}: ${game.movesMade(state)} moves`);
    afterChange(rects);
  }

  /**
   * Goes to `position` as one undoable step (game.jump): a jump back, a
   * step of a solution or of a replay. `line` is its moves from the start
   * (or null), `moves` the move count shown there; `what` is said.
   */
  function jump(position, line, moves, what) {
    const rects = snapshot(dom.cards);
    if (!game.jump(state, position, line, moves)) return false;
    announce(`${what}: ${game.movesMade(state)} moves`);
    redraw(rects);
    persist();
    dom.onChange?.();
    return true;
  }

  function newGame(source, { push = true } = {}) {
    try {
      game.newGame(state, source);
    } catch (e) {
      say(e.message);
      return false;
    }
    writeAddress({ deal: state.deal, position: state.history[0].pos, rules: state.rules }, push);
    dom.winDialog.close?.();
    announce(state.deal !== null ? `${state.rules.title}, deal ${state.deal} dealt` : `${state.rules.title}: position loaded`);
    afterChange();
    return true;
  }

  return {
    redraw,
    say,
    announce,
    persist,
    pick,
    deselect,
    moveCards,
    dropSelected,
    sendBest,
    undo: () => step(game.undo, 'Undone'),
    redo: () => step(game.redo, 'Redone'),
    restart: () => step(game.restart, 'Restarted'),
    jump,
    newGame,
    /** A random deal of the game being played, or of `game` ({game, cells}). */
    newRandomDeal: (spec = game.gameSpec(state)) => newGame({ deal: 1 + Math.floor(Math.random() * 1_000_000), game: spec }),
    setAutoplay(mode) {
      state.settings.autoplay = mode;
      persist();
      redraw();
    },
  };
}
