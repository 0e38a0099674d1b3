// Opening a game: the play saved of it if one is in progress (by any tab),
// else a new play; and the tutorial's game, neither saved nor counted.
import * as game from './game.js';
import { describe } from './sources.js';
import { snapshot } from './anim.js';
import { writeAddress, shownAddress } from './url.js';
import { identityOf, readRecord } from './records.js';
import { elapsed } from './clock.js';
import { breaksStreak } from './stats.js';
import { sound } from './sound-hook.js';
import { t } from './i18n.js';
import { errorText } from './words.js';

/**
 * `view`: {redraw, say, hush, announce}; `kept`: {refreshStats}
 * (persist.js); `afterChange()`: redraws, saves and tells the page of a
 * change; `hook(name)`: calls the controller's hook. Returns {open, openUnsaved}.
 */
export function createOpening(state, dom, saves, { redraw, say, hush, offer, announce }, { refreshStats }, afterChange, hook) {
  /**
   * What New game replaces, so that one press brings it back as it was: the
   * game in progress shown (a move made, not won, saved), its record's text
   * as stored now, and its clock. Null for any other game.
   */
  function held() {
    if (state.unsaved || state.won || state.playedAt === null) return null;
    const raw = saves.stored(state.identity);
    let record = null;
    try { record = raw === null ? null : readRecord(JSON.parse(raw)); } catch { record = null; }
    if (!record || record.play.id !== state.playId) return null;
    const source = record.deal === null ? { position: record.play.history[0].pos }
      : { game: record.game, cells: record.cells, deal: record.deal, ...(record.daily ? { daily: record.daily } : {}) };
    return { identity: state.identity, raw, source, elapsedMs: elapsed(state), running: state.runningSince !== null };
  }

  /** Brings back the game `prior` (held) as it was: its record's text put back, the game resumed from it, its clock as it was. */
  function bringBack(prior) {
    if (state.identity === prior.identity) return;
    saves.restore(prior.identity, prior.raw);
    if (!open(prior.source, { reopen: prior.identity, quiet: true })) return;
    state.elapsed = prior.elapsedMs;
    state.runningSince = prior.running ? Date.now() : null;
    say(t('msg-game-back'));
    redraw();
  }

  /**
   * Opens a game ({deal} or {position}): the play saved of it if one is in
   * progress (saved by any tab), or else a new play. The game left behind,
   * begun and unwon, breaks the streak (it stays saved). `reopen`: the
   * identity whose play is shown as it is even if won (a reload); `left`:
   * the identity this tab showed before, when the state does not hold it
   * yet (a new page); `quiet`: the message shown stays (a first deal
   * replaced); `said`: what to say once it is open; `takeBack`: a game in
   * progress it replaces may be brought back for a few seconds, a button
   * beside "New game dealt" saying so (then `said` is not said); `fresh`:
   * a new play even of the game shown or one in progress (a daily goal
   * tried again, goal-play.js). Returns false, saying why, if wasm refuses
   * the source.
   */
  function open(source, { push = true, reopen = null, left = null, quiet = false, said = null, takeBack = false, fresh = false } = {}) {
    let target;
    // A daily deal named by its identity alone (a reload) is the deal its record keeps.
    if (source.daily && source.deal === undefined) {
      const { record } = saves.read(identityOf(source));
      if (!record) {
        say(t('msg-daily-no-save'));
        return false;
      }
      source = { ...source, deal: record.deal };
    }
    try {
      target = describe(source);
    } catch (e) {
      say(errorText(e, source.position !== undefined ? 'error-position' : 'error-refused'));
      return false;
    }
    const shown = state.identity === target.identity;
    if (!quiet) hush(); // what was said was about the game shown until now
    if (shown && !fresh && !(state.won && reopen !== target.identity)) {
      say(state.daily ? t('msg-in-progress-daily')
        : state.deal !== null ? t('msg-in-progress-deal', { deal: String(state.deal) }) : t('msg-in-progress-position'));
      writeAddress(shownAddress(state), push);
      hook('onChange'); // another daily goal of it may be played now (goal-play.js)
      return true;
    }
    const prior = takeBack && !shown ? held() : null;
    if (state.identity && !shown && breaksStreak(state)) saves.markLeft(state.identity, state.playId);
    else if (left && left !== target.identity) saves.markLeft(left, null);
    const { record, notice } = saves.read(target.identity);
    // A daily deal won already is shown as it was won, saying so (Restart plays it again), not dealt again unsaid.
    const wonDaily = Boolean(target.daily && record && record.play.wonAt !== null && reopen !== target.identity);
    let resumed = false;
    if (record && !fresh && (record.play.wonAt === null || reopen === target.identity || wonDaily)) {
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
      state.goalsMet = { ...record?.goals }; // a daily's goals met stay met in every play of it
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
      hook('onChange');
    } else afterChange();
    if (prior) offer(t('msg-new-game-dealt'), t('offer-undo'), () => bringBack(prior));
    else if (said) say(said);
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
    hook('onChange');
    return true;
  }

  return { open, openUnsaved };
}
