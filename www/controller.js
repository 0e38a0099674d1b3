// The player's commands: each changes the state through game.js, then asks
// for one batched redraw (with a slide from where the cards were), saves,
// and tells the player what happened (in words, and in sound.js's sounds).
// The input modules call only these.
import * as game from './game.js';
import { cardsOf, movableCount } from './game.js';
import { render } from './render.js';
import { snapshot, slideFrom } from './anim.js';
import { pileKind } from './piles.js';
import { writeAddress, shownAddress } from './url.js';
import { elapsed } from './clock.js';
import { kindOf, identityOf } from './records.js';
import { breaksStreak } from './stats.js';
import { saveSettings } from './settings.js';
import { sound } from './sound.js';
import { moveAt } from './coach.js';
import { describeMove } from './describe.js';
import { historyCutNotice } from './game-name.js';
import { t } from './i18n.js';
import { cardNameAlone, errorText, pileArgs, sentence } from './words.js';


/** `saves`: the saved games (saves.js); `applySettings`: puts settings on the page. */
export function createController(state, dom, saves, applySettings) {
  let frame = 0;
  let slides = null;
  let after = [];
  let messageTimer = 0;
  let saveError = null;

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
      const size = state.layout.cardWidth;
      const piles = slides && new Map([...dom.cards].map(([code, el]) => [code, el.parentElement]));
      render(state, dom);
      // A new card size moves every card: only those the move took to
      // another pile slide, the others are simply drawn at their new size.
      if (slides && state.layout.cardWidth !== size) {
        for (const code of slides.keys()) if (dom.cards.get(code)?.parentElement === piles.get(code)) slides.delete(code);
      }
      if (slides) slideFrom(slides, dom.cards, after);
      slides = null;
      after = [];
    });
  }

  /**
   * A short visible message, also read by screen readers, written as a
   * sentence (wasm's reasons begin in lower case and end without a stop).
   */
  function say(text, ms = 3000) {
    dom.message.textContent = sentence(text);
    dom.message.classList.add('show');
    clearTimeout(messageTimer);
    messageTimer = setTimeout(() => {
      dom.message.classList.remove('show');
      dom.message.textContent = '';
    }, ms);
  }

  /** Takes down the message shown (it was about a position left behind). */
  function hush() {
    clearTimeout(messageTimer);
    dom.message.classList.remove('show');
    dom.message.textContent = '';
  }

  /**
   * Whether the board shows a step being watched (viewer.js), which is not
   * played on: a press or a key that would play says so.
   */
  function watching() {
    if (!state.view) return false;
    say(t('msg-watching'));
    return true;
  }

  /** Puts the keyboard's focus on the board's pile in focus: a panel that had it is going away. */
  function focusBoard() {
    dom.piles.get(state.focus)?.focus();
  }

  /** Said to screen readers only (moves). */
  function announce(text) {
    dom.live.textContent = text;
  }

  function refreshStats() {
    state.stats = saves.summary(kindOf(state));
  }

  /**
   * Shows `record`, the newer save of the game shown made by another tab
   * (or an import). If only its results changed (another tab marked it
   * left), they are taken quietly.
   */
  function adopt(record, text = t('msg-from-elsewhere')) {
    const play = record.play;
    const same = play.id === state.playId && play.at === state.at && play.history.length === state.history.length
      && play.history.every((e, k) => e.pos === state.history[k].pos && e.moves === state.history[k].moves);
    if (same) {
      Object.assign(state, { playedAt: play.playedAt, wonAt: play.wonAt, winMoves: play.winMoves, winMs: play.winMs, parMatched: play.parMatched, leftAt: [...play.leftAt] });
      refreshStats();
      redraw();
      return;
    }
    dom.onAdopt?.();
    const rects = snapshot(dom.cards);
    try {
      game.resumeGame(state, record);
    } catch {
      // A record wasm refuses is not shown: this tab goes on with its own
      // game, and the record is kept aside before that game is saved over it.
      saves.setAside(state.identity);
      return;
    }
    refreshStats();
    say(text, 5000);
    announce(text);
    redraw(rects);
    dom.onChange?.();
  }

  /** Reads the game shown again from storage (after an import): shown as saved there if that differs. */
  function reread() {
    const { record } = saves.read(state.identity);
    if (record) adopt(record, t('msg-imported-later'));
    else {
      refreshStats();
      redraw();
    }
  }

  /**
   * What is said when this tab's move is not saved because another tab's
   * save of the game, `record`, came first: the first move shown here that
   * the record does not hold, in words (the player may make it again).
   */
  function notKept(record) {
    const theirs = record.play.history;
    const k = state.history.findIndex((e, i) => e.pos !== theirs[i]?.pos);
    if (k < 1 || k > state.at) return t('msg-from-elsewhere');
    let words = null;
    try {
      words = state.history[k].play && moveAt(state.history[k - 1].pos, state.history[k].play, 0, describeMove).words.text;
    } catch {
      words = null;
    }
    return words ? t('msg-not-kept-move', { move: words }) : t('msg-not-kept');
  }

  /**
   * Saves the game shown, unless another tab changed it meanwhile: then
   * shows that instead, saying which move of this tab's was not kept. The
   * board has moved already; the save's answer comes a moment later (the
   * promise returned), and the statistics shown follow it.
   */
  function persist() {
    if (state.unsaved) return Promise.resolve(); // the tutorial's game: neither saved nor counted
    const identity = state.identity;
    return saves.save(state, elapsed(state)).then((result) => {
      if (identity !== state.identity) {
        // Another game is shown now; its statistics may count the one just
        // saved (a win whose save landed after New game was pressed).
        refreshStats();
        redraw();
        return;
      }
      if (result.conflict) {
        adopt(result.conflict, notKept(result.conflict));
        return;
      }
      if (result.error && result.error !== saveError) say(result.error, 8000);
      saveError = result.error ?? null;
      // Room was made for this save by dropping other games' undo steps: each is named.
      const cut = (result.cut ?? []).map(historyCutNotice).filter(Boolean);
      if (cut.length) say(cut.join(' '), 10000);
      refreshStats();
      redraw();
    });
  }

  /** `chimed`: when the last card going home is heard, in ms from now (the win's sound follows it). */
  function afterChange(before, queue, chimed = 0) {
    redraw(before, queue);
    // The win is shown at once; its statistics once the save has landed.
    persist().then(() => { if (state.won && dom.winDialog.open) dom.onWin?.(); });
    dom.onChange?.();
    if (state.won) {
      sound.win(chimed + 150);
      dom.onWin?.();
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
    state.targets = game.targetsFor(state, from, count, false);
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
    announce(t('live-moved', {
      card: lead ? cardNameAlone(lead) : t('move-unknown-card'), count, more: count - 1, ...pileArgs(to), home, end: state.won ? 'won' : state.stuck ? 'stuck' : 'none',
    }));
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
    const n = game.dropCount(state, sel.from, to, sel.count, false);
    return moveCards(sel.from, to, n || sel.count);
  }

  /** Double-click: the card to its foundation if it may go, else to the best legal place. */
  function sendBest(from, index) {
    const best = game.bestMove(state, from, index);
    if (!best) {
      const card = cardsOf(state, from)[index];
      sound.refuse();
      say(t('msg-no-legal-move', { card: card ? cardNameAlone(card) : '' }));
      return false;
    }
    return moveCards(from, best.to, best.count);
  }

  /** Said after a step through the history: what was done, then the moves the game now has. */
  const stepText = (what) => {
    return t('live-step', { what, moves: game.movesMade(state) });
  };

  /** A step through the history (`change`: game.undo, redo or restart), said (`what`) and heard (`heard`: a sound.js sound) if it changed the game. */
  function step(change, what, heard) {
    const rects = snapshot(dom.cards);
    if (!change(state)) return;
    heard();
    hush(); // a hint's or a refusal's words were about the position before
    announce(stepText(what));
    afterChange(rects);
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
    dom.onChange?.();
    return true;
  }

  /**
   * Opens a game ({deal} or {position}): the play saved of it if one is in
   * progress (saved by any tab), or else a new play. The game left behind,
   * begun and unwon, breaks the streak (it stays saved). `reopen`: the
   * identity whose play is shown as it is even if won (a reload); `left`:
   * the identity this tab showed before, when the state does not hold it
   * yet (a new page); `quiet`: the message shown stays (a first deal
   * replaced). Returns false, saying why, if wasm refuses the source.
   */
  function open(source, { push = true, reopen = null, left = null, quiet = false } = {}) {
    let target;
    // A daily deal named by its identity alone (a reload) is the deal its record keeps.
    if (source.daily && source.deal === undefined) {
      const saved = saves.read(identityOf(source));
      if (!saved) {
        say(t('msg-daily-no-save'));
        return false;
      }
      source = { ...source, deal: saved.deal };
    }
    try {
      target = game.describe(source);
    } catch (e) {
      say(errorText(e, source.position !== undefined ? 'error-position' : 'error-refused'));
      return false;
    }
    const shown = state.identity === target.identity;
    if (!quiet) hush(); // what was said was about the game shown until now
    if (shown && !(state.won && reopen !== target.identity)) {
      say(state.daily ? t('msg-in-progress-daily')
        : state.deal !== null ? t('msg-in-progress-deal', { deal: String(state.deal) }) : t('msg-in-progress-position'));
      writeAddress(shownAddress(state), push);
      return true;
    }
    if (state.identity && !shown && breaksStreak(state)) saves.markLeft(state.identity, state.playId);
    else if (left && left !== target.identity) saves.markLeft(left, null);
    const { record, notice } = saves.read(target.identity);
    // A daily deal won already is shown as it was won, saying so (Restart plays it again), not dealt again unsaid.
    const wonDaily = Boolean(target.daily && record && record.play.wonAt !== null && reopen !== target.identity);
    let resumed = false;
    if (record && (record.play.wonAt === null || reopen === target.identity || wonDaily)) {
      try {
        game.resumeGame(state, record);
        resumed = true;
      } catch {
        saves.setAside(target.identity);
        say(t('save-unreadable'), 8000);
      }
      // A game the solver finished (not a win the player counts) is dealt
      // again too, as a won one is; it stays in the deal's results.
      if (resumed && state.won && reopen !== target.identity && !wonDaily) resumed = false;
    }
    if (!resumed) {
      game.newGame(state, source);
      sound.deal();
    }
    state.unsaved = false;
    // A record stored but unusable: the new game says why it is new.
    if (notice) say(notice, 8000);
    saves.setTab(state.identity);
    writeAddress(shownAddress(state), push);
    dom.winDialog.close?.();
    const kind = state.daily ? 'daily' : state.deal !== null ? 'deal' : 'position';
    const words = { deal: String(state.deal), moves: game.movesMade(state) };
    if (resumed && wonDaily && state.won) say(t('msg-daily-won-before', words), 10_000);
    else if (resumed && reopen !== target.identity) say(t(`msg-resumed-${kind}`, words), 5000);
    announce(t(resumed ? `live-resumed-${kind}` : kind === 'position' ? 'live-loaded-position' : `live-dealt-${kind}`, words));
    if (resumed) {
      // Saved as it is: writing it again would only make it the game "saved last".
      refreshStats();
      redraw();
      dom.onChange?.();
    } else afterChange();
    return true;
  }

  /**
   * Opens a position as a game that is neither saved nor counted (the
   * tutorial's, tutorial.js): the game shown before stays saved as it was,
   * and the address and the tab keep naming it, so a reload goes back to
   * it. Any game opened after it is saved as usual. Returns false, saying
   * why, if wasm refuses the position.
   */
  function openUnsaved(position) {
    const rects = snapshot(dom.cards);
    try {
      game.newGame(state, { position });
    } catch (e) {
      say(errorText(e, 'error-position'));
      return false;
    }
    state.unsaved = true;
    hush();
    dom.winDialog.close?.();
    sound.deal();
    refreshStats();
    redraw(rects);
    dom.onChange?.();
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
    dom.onSettings?.(settings);
    dom.pileKeys.clear();
    redraw();
  }

  return {
    redraw,
    say,
    announce,
    focusBoard,
    watching,
    persist,
    pick,
    deselect,
    moveCards,
    dropSelected,
    sendBest,
    undo: () => step(game.undo, t('live-undone'), sound.slide),
    redo: () => step(game.redo, t('live-redone'), sound.slide),
    restart: () => step(game.restart, t('live-restarted'), sound.deal), // the cards gathered and dealt again
    jump,
    open,
    openUnsaved,
    adopt,
    reread,
    refreshStats,
    setSettings,
  };
}
