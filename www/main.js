// Wiring: loads wasm, restores the saved game or opens the deal in the
// address, builds the board and binds the input. No logic of its own.
import init from './pkg/freecell.js';
import { createState } from './state.js';
import { render, renderClock } from './render.js';
import { measure } from './layout.js';
import { createController } from './controller.js';
import { createDrag } from './drag.js';
import { createSelect } from './select.js';
import { createKeyboard } from './keyboard.js';
import { bindAll } from './events.js';
import { createSaves } from './saves.js';
import { sourceOf } from './records.js';
import { loadSettings, applySettings } from './settings.js';
import { bindSettingsPanel, showSettings } from './settings-panel.js';
import { bindStatsPanel } from './stats-panel.js';
import { bindSync } from './sync.js';
import { registerServiceWorker } from './offline.js';
import { readAddress } from './url.js';
import { showWin } from './win.js';
import { createApi } from './api.js';
import { createSolver } from './solver.js';
import { createAssist } from './assist.js';
import { createMenu } from './menu.js';
import { createChooser } from './chooser.js';

// The wasm is fetched and compiled once, here; the solver worker is given
// the compiled module rather than fetching and compiling it again.
async function compileWasm(url) {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer()); // a server without the wasm MIME type
  }
}
const wasmModule = await compileWasm(new URL('./pkg/freecell_bg.wasm', import.meta.url));
await init({ module_or_path: wasmModule });

const $ = (id) => document.getElementById(id);
const dom = {
  bar: $('bar'), title: $('title'), boardEl: $('board'), moves: $('moves'), clock: $('clock'),
  undo: $('undo'), redo: $('redo'), restart: $('restart'), newGame: $('new-game'),
  dealForm: $('deal-form'), dealInput: $('deal-input'), gameSelect: $('game-select'), cellsSelect: $('cells-select'), stats: $('stats'),
  settingsDialog: $('settings'), settingsForm: $('settings-form'), openSettings: $('open-settings'), motionNote: $('motion-note'),
  statsDialog: $('statistics'), openStats: $('open-stats'), statsKind: $('stats-kind'), statsClose: $('statistics-close'),
  exportButton: $('export'), importButton: $('import'), importFile: $('import-file'), transferMessage: $('transfer-message'),
  stuck: $('stuck'), message: $('message'), live: $('live'),
  hint: $('hint'), solve: $('solve'), solvable: $('solvable'), menuButton: $('menu'), more: $('more'),
  winDialog: $('win'), winText: $('win-text'), winNew: $('win-new'), winClose: $('win-close'),
  cards: new Map(),
  pileKeys: new Map(),
};
dom.piles = new Map(); // render.js builds the piles of the game's rules

const state = createState();
const saves = createSaves();
const loaded = saves.load();
state.settings = loadSettings(loaded.settings);
applySettings(state.settings);
const ctl = createController(state, dom, saves, applySettings);
dom.chooser = createChooser(dom, ctl);
dom.onWin = () => showWin(state, dom);
dom.onSettings = (settings) => showSettings(dom.settingsForm, settings);

/**
 * The first game: the address's deal or position, else the game this tab
 * showed (a reload), else the game saved last by any tab, else a random
 * deal. Each opens its play in progress if there is one.
 */
function open() {
  const want = readAddress();
  const asked = want.deal !== undefined ? want : want.position ? { position: want.position } : null;
  const tab = saves.tab();
  const resume = tab ?? saves.last();
  const source = asked ?? (resume ? sourceOf(resume) : null);
  if (source && ctl.open(source, { push: false, reopen: asked ? tab : resume, left: tab })) return loaded.notice;
  const reason = asked ? `${dom.message.textContent} A random deal was opened instead.` : loaded.notice;
  ctl.open({ deal: 1 + Math.floor(Math.random() * 1_000_000) }, { push: false, left: tab });
  return reason;
}

measure(state, dom);
const notice = open();
render(state, dom);
if (notice) ctl.say(notice, 8000);

const onAddress = () => {
  const want = readAddress();
  if (want.deal !== undefined && want.deal === state.deal) return;
  if (want.deal === undefined && !want.position) return;
  ctl.open(want.deal !== undefined ? want : { position: want.position }, { push: false });
};
const drag = createDrag(state, dom, ctl, createSelect(state, ctl));
dom.onAdopt = () => drag.cancel();
// The solver starts once the board can be played, in its own thread.
const assist = createAssist(state, dom, ctl, createSolver(wasmModule));
dom.onChange = () => assist.refreshStatus();
const menu = createMenu(dom.menuButton, dom.more);
bindSettingsPanel({ state, ctl, dialog: dom.settingsDialog, form: dom.settingsForm, opener: dom.openSettings, motionNote: dom.motionNote, beforeOpen: () => menu.close(), focusAfter: dom.menuButton });
bindStatsPanel({ state, ctl, saves, dom, beforeOpen: () => menu.close(), focusAfter: dom.menuButton });
bindSync(state, ctl, saves);
bindAll({
  state, dom, ctl, drag, assist, menu, chooser: dom.chooser,
  keydown: createKeyboard(state, dom, ctl),
  onResize: () => {
    const was = state.layout.window;
    measure(state, dom);
    const now = state.layout.window;
    if (now.width !== was.width || now.height !== was.height || now.header !== was.header) ctl.redraw();
  },
  onAddress,
});
setInterval(() => renderClock(state, dom), 1000);
setTimeout(() => assist.refreshStatus(), 0);
window.freecell = createApi(state, ctl);
document.documentElement.dataset.ready = 'true';
performance.mark('freecell-ready');
registerServiceWorker(() => drag.dragging());
