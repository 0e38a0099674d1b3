// Keeping the game shown and its saved record together: saving it after a
// change, showing another tab's newer save of it instead (saying which of
// this tab's moves was not kept), and the statistics read back after each.
import * as game from './game.js';
import { snapshot } from './anim.js';
import { elapsed } from './clock.js';
import { kindOf } from './records.js';
import { moveAt } from './coach.js';
import { describeMove } from './describe.js';
import { historyCutNotice } from './game-name.js';
import { t } from './i18n.js';

/**
 * `saves`: the saved games (saves.js); `view`: {redraw, say, announce}
 * (redraw.js, voice.js); `hook(name, ...args)`: calls the controller's
 * hook of that name. Returns {persist, adopt, reread, refreshStats}.
 */
export function createPersist(state, dom, saves, { redraw, say, announce }, hook) {
  let saveError = null;

  function refreshStats() {
    state.stats = saves.summary(kindOf(state.rules));
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
      Object.assign(state, { playedAt: play.playedAt, wonAt: play.wonAt, winMoves: play.winMoves, winMs: play.winMs, parMatched: play.parMatched, undos: play.undos, winGrade: play.winGrade, cellsProven: play.cellsProven, leftAt: [...play.leftAt], goalsMet: { ...record.goals } });
      refreshStats();
      redraw();
      return;
    }
    hook('onAdopt');
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
    hook('onChange');
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

  return { persist, adopt, reread, refreshStats };
}
