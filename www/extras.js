// The parts of the page that playing a move does not need, loaded (with
// the modules they import) once the board can be played, so that the first
// load carries only the rules, the board and the input (main.js): the
// solver's help (the status, Hint, Solve, par, Take me back, the viewer),
// the links (Copy link, a link's moves replayed, challenges), the win's celebration and
// dialog (with Share for a daily deal), and the Settings, Statistics, How
// to play, Keyboard shortcuts, Feats and Daily deal dialogs, and the
// feats a win earns. main.js hands on what
// happens before this is loaded (a change to the game, a press on one of
// these buttons), and calls the hooks returned here once it is.
import { createSolver } from './solver.js';
import { createAssist } from './assist.js';
import { createHints } from './hints.js';
import { createPar } from './par.js';
import { createTakeBack } from './takeback.js';
import { createViewer } from './viewer.js';
import { createShare } from './share.js';
import { openMoves } from './replay.js';
import { createChallenge } from './challenge.js';
import { showWin } from './win.js';
import { createCelebration } from './celebrate.js';
import { bindDialog } from './panels.js';
import { bindDailyPanel } from './daily-panel.js';
import { shareText } from './daily.js';
import { addressOf } from './url.js';
import { gameSpec, movesMade } from './game.js';
import { elapsed } from './clock.js';
import { listen } from './events.js';
import { bindSettingsPanel, showSettings } from './settings-panel.js';
import { bindStatsPanel } from './stats-panel.js';
import { bindFeatsPanel } from './feats-panel.js';
import { createFeatWatch } from './feat-watch.js';
import { bindRulesPanel } from './rules-panel.js';
import { bindCoach } from './events.js';
import { tutorialSeen } from './tutorial-seen.js';
import { countParMatch } from './stats.js';
import { createGoalPlay } from './goal-play.js';
import { offer as offerTutorial, begin as beginTutorial } from './tutorial.js';

// What main.js makes of this module besides createExtras: the deals
// (deals.js), and the sounds' synthesis (sound.js, which sound-hook.js
// hands the sounds to).
export { createDeals, readChallenge, todayInstead } from './deals.js';
export * as sounds from './sound.js';

/**
 * Starts the solver's worker and binds the coach and the dialogs; returns
 * the hooks main.js calls: `onChange()` after every change to the game,
 * `onSettings(settings)`, `onWin()`, `onWinSaved()`, `openMoves(moves)` (a link's moves),
 * `startChallenge(read)` (a challenge link),
 * `assist` (a press on the board stops a Solve), and `settled`, the first
 * status known.
 */
export function createExtras({ state, dom, ctl, saves, menu, daily, goals, onResize, firstVisit = false }) {
  const solver = createSolver();
  const takeBack = createTakeBack(state, dom, ctl, solver);
  const assist = createAssist(state, dom, ctl, solver, { onVerdict: takeBack.onVerdict });
  const hints = createHints(state, dom, ctl, solver);
  const feats = createFeatWatch({ state, dom, saves, solver, ctl });
  /** The win dialog, with the daily streak for a daily deal; par of a daily kept for its calendar. */
  const winDialog = () => {
    // A win set against a proven par is saved with it (the statistics).
    if (countParMatch(state, par.value())) ctl.persist();
    daily.notePar(par.value());
    showWin(state, dom, par.value(), state.daily ? daily.streak(gameSpec(state)) : null);
    // The feats this win earned, with the one par's proof may just have certified.
    feats.inDialog();
    challenge.onWinDialog();
  };
  const par = createPar(state, dom, solver, { onKnown: () => { if (dom.winDialog.open && state.won) winDialog(); } });
  const viewer = createViewer(state, dom, ctl, solver);
  const share = createShare(state, dom, ctl);
  const challenge = createChallenge({ state, dom, share, par, viewer });
  const celebration = createCelebration(state, dom);
  // The tutorial (tutorial.js): How to play starts it; a first visit with
  // nothing saved offers it. It is part of this module rather than a chunk
  // of its own: the service worker fetches it on every first visit anyway,
  // and a chunk of its own split the first load's shared code in two
  // files, 0.6 KB more gzip.
  const learn = () => beginTutorial({ state, dom, ctl });
  if (firstVisit && !tutorialSeen() && saves.last() === null) offerTutorial({ state, dom, ctl });
  bindRulesPanel({ state, dom, beforeOpen: () => menu.close(), focusAfter: dom.menuButton, onLearn: learn });
  bindDialog({ dialog: dom.keysDialog, opener: dom.openKeys, closer: dom.keysClose, focusAfter: dom.menuButton });
  bindDailyPanel({ state, dom, daily, goals, saves, beforeOpen: () => menu.close(), focusAfter: dom.menuButton });
  const goalPlay = createGoalPlay({ state, dom, ctl, goals, onResize });
  goalPlay.onChange();
  /** Share, in a daily deal's win dialog: the result in words and the day's link, no card named. */
  listen(dom.winShare, 'click', () => share.shareResult({
    text: shareText({
      title: state.rules.title,
      date: state.daily,
      won: state.wonAt !== null,
      moves: movesMade(state),
      par: par.value().count ?? null,
      ms: elapsed(state),
      streak: daily.streak(gameSpec(state)).streak,
    }),
    url: addressOf({ deal: state.deal, rules: state.rules, daily: state.daily }),
  }));
  bindSettingsPanel({ state, ctl, dialog: dom.settingsDialog, form: dom.settingsForm, opener: dom.openSettings, motionNote: dom.motionNote, beforeOpen: () => menu.close(), focusAfter: dom.menuButton });
  bindStatsPanel({ state, ctl, saves, dom, beforeOpen: () => menu.close(), focusAfter: dom.menuButton });
  bindFeatsPanel({ facts: feats.facts, dom, beforeOpen: () => menu.close(), focusAfter: dom.menuButton });
  bindCoach({ dom, menu, assist, hints, takeBack, viewer, share, onResize });
  // The status and par of the game shown, as after every change.
  const settled = assist.refreshStatus().catch(() => null);
  par.refresh();
  return {
    assist,
    /** Settles once the solver's worker has loaded its wasm and answered (or failed to). */
    settled,
    onChange() {
      assist.refreshStatus();
      par.refresh();
      viewer.onGameChange();
      challenge.onChange();
      goalPlay.onChange();
    },
    onSettings(settings) {
      showSettings(dom.settingsForm, settings);
      par.refresh(); // par counts with the Autoplay setting
    },
    onWin: () => {
      par.prove();
      celebration.start(winDialog); // the win dialog says the feats the win earned
      feats.onWin();
    },
    /** The win's save landed after its dialog opened: the dialog's statistics again, no second celebration. */
    onWinSaved: () => { if (dom.winDialog.open && state.won) winDialog(); },
    /** The words extras.js shows, again in the language just chosen. */
    onLanguage() {
      if (!assist.playing()) assist.refreshStatus();
      par.refresh();
      if (dom.winDialog.open && state.won) winDialog();
      takeBack.onLanguage();
      viewer.onLanguage();
      challenge.onLanguage();
      goalPlay.onLanguage();
    },
    openMoves: (moves) => openMoves(state, ctl, viewer, moves),
    /** Plays a challenge (challenge-open.js readChallenge's) on the game shown. */
    startChallenge: (read) => challenge.start(read),
  };
}
