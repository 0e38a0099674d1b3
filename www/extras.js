// The parts of the page that playing a move does not need, loaded (with
// the modules they import) once the board can be played, so that the first
// load carries only the rules, the board and the input (main.js): the
// solver's help (the status, Hint, Solve, par, Take me back, the viewer),
// the links (Copy link, a link's moves replayed), the win dialog and the
// Settings, Statistics and How to play dialogs. main.js hands on what
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
import { showWin } from './win.js';
import { bindSettingsPanel, showSettings } from './settings-panel.js';
import { bindStatsPanel } from './stats-panel.js';
import { bindRulesPanel } from './rules-panel.js';
import { bindCoach } from './events.js';

/**
 * Starts the solver's worker and binds the coach and the dialogs; returns
 * the hooks main.js calls: `onChange()` after every change to the game,
 * `onSettings(settings)`, `onWin()`, `openMoves(moves)` (a link's moves),
 * `assist` (a press on the board stops a Solve), and `settled`, the first
 * status known.
 */
export function createExtras({ state, dom, ctl, saves, menu, onResize }) {
  const solver = createSolver();
  const takeBack = createTakeBack(state, dom, ctl, solver);
  const assist = createAssist(state, dom, ctl, solver, { onVerdict: takeBack.onVerdict });
  const hints = createHints(state, dom, ctl, solver);
  const par = createPar(state, dom, solver, { onKnown: () => { if (dom.winDialog.open && state.won) showWin(state, dom, par.value()); } });
  const viewer = createViewer(state, dom, ctl, solver);
  const share = createShare(state, dom, ctl);
  bindRulesPanel({ state, dom, beforeOpen: () => menu.close(), focusAfter: dom.menuButton });
  bindSettingsPanel({ state, ctl, dialog: dom.settingsDialog, form: dom.settingsForm, opener: dom.openSettings, motionNote: dom.motionNote, beforeOpen: () => menu.close(), focusAfter: dom.menuButton });
  bindStatsPanel({ state, ctl, saves, dom, beforeOpen: () => menu.close(), focusAfter: dom.menuButton });
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
    },
    onSettings(settings) {
      showSettings(dom.settingsForm, settings);
      par.refresh(); // par counts with the Autoplay setting
    },
    onWin: () => showWin(state, dom, par.value()),
    openMoves: (moves) => openMoves(state, ctl, viewer, moves),
  };
}
