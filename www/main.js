// Wiring: loads wasm, restores the saved game or opens the deal in the
// address, builds the board and binds the input. No logic of its own.
import init, { GameBoard } from './pkg/freecell.js';
import { createState } from './state.js';
import { render, renderClock } from './render.js';
import { measure } from './layout.js';
import { createController } from './controller.js';
import { createDrag } from './drag.js';
import { createSelect } from './select.js';
import { createKeyboard } from './keyboard.js';
import { bindAll, bindCoach } from './events.js';
import { load } from './storage.js';
import { readAddress, writeAddress } from './url.js';
import { resumeGame } from './game.js';
import { showWin } from './win.js';
import { createApi } from './api.js';
import { createSolver } from './solver.js';
import { createAssist } from './assist.js';
import { createMenu } from './menu.js';
import { createChooser } from './chooser.js';
import { createHints } from './hints.js';
import { createPar } from './par.js';
import { createTakeBack } from './takeback.js';
import { createViewer } from './viewer.js';
import { createShare } from './share.js';
import { openMoves } from './replay.js';

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
  dealForm: $('deal-form'), dealInput: $('deal-input'), gameSelect: $('game-select'), cellsSelect: $('cells-select'),
  autoplay: $('autoplay'), stats: $('stats'),
  stuck: $('stuck'), message: $('message'), live: $('live'),
  hint: $('hint'), solve: $('solve'), solvable: $('solvable'), menuButton: $('menu'), more: $('more'),
  winDialog: $('win'), winText: $('win-text'), winNew: $('win-new'), winClose: $('win-close'),
  cards: new Map(),
  pileKeys: new Map(),
  // The coach (hints, par, Take me back, the viewer, links).
  par: $('par'), watch: $('watch'), watchGame: $('watch-game'), copyLink: $('copy-link'), winCopy: $('win-copy'),
  dock: $('dock'), coach: $('coach'), coachText: $('coach-text'), takeBack: $('take-back'), coachClose: $('coach-close'),
  viewer: $('viewer'), viewerTitle: $('viewer-title'), viewerNote: $('viewer-note'), viewerStep: $('viewer-step'),
  viewerBack: $('viewer-back'), viewerForward: $('viewer-forward'), viewerSlider: $('viewer-slider'),
  viewerContinue: $('viewer-continue'), viewerClose: $('viewer-close'),
  share: $('share'), shareLink: $('share-link'), shareClose: $('share-close'),
};
dom.piles = new Map(); // render.js builds the piles of the game's rules

const state = createState();
const saved = load();
if (saved.settings) state.settings = saved.settings;
if (saved.stats) state.stats = saved.stats;
const ctl = createController(state, dom);
dom.chooser = createChooser(dom, ctl);

/** The first position: the saved game if the address asks for it (or for nothing), else the address's game. */
function open() {
  const want = readAddress();
  const game = saved.game;
  let same = false;
  if (game) {
    if (want.deal !== undefined || want.position) {
      try {
        const b = want.deal !== undefined ? GameBoard.fromDeal(want.deal, want.game) : GameBoard.fromText(want.position);
        same = game.history[0].pos === b.toText() && game.deal === (want.deal ?? null);
        b.free();
      } catch { same = false; }
    } else same = true;
  }
  if (same) {
    try {
      resumeGame(state, game);
      writeAddress({ deal: state.deal, position: state.history[0].pos, rules: state.rules }, false);
      return saved.notice;
    } catch {
      saved.notice = 'The saved game could not be read, so a new game has started.';
    }
  } else if (game?.counted && !game.winCounted) {
    state.stats.streak = 0;
  }
  const source = want.deal !== undefined ? { deal: want.deal, game: want.game } : want.position ? { position: want.position } : null;
  if (source && ctl.newGame(source, { push: false })) return saved.notice;
  const reason = source ? `${dom.message.textContent} A random deal was opened instead.` : saved.notice;
  ctl.newRandomDeal({ game: 'freecell' });
  return reason;
}

measure(state, dom);
const wanted = readAddress(); // opening writes the address: a link's moves are read first
const notice = open();
render(state, dom);
if (notice) ctl.say(notice, 8000);
ctl.persist();

/** The rules id of a game as the address names it, or null if wasm refuses it. */
function rulesId(spec) {
  try {
    const board = GameBoard.withRules(spec);
    const id = board.rules().id;
    board.free();
    return id;
  } catch { return null; }
}

/** Whether the game shown is the one the address names (its game and deal, or its start position). */
function isShown(want) {
  if (want.deal !== undefined) return want.deal === state.deal && rulesId(want.game) === state.rules.id;
  try {
    const b = GameBoard.fromText(want.position);
    const same = state.deal === null && state.history[0].pos === b.toText();
    b.free();
    return same;
  } catch {
    return false;
  }
}

/** Replays the address's moves, if any, in the game shown; then the address names the game alone. */
function replayAddress(want) {
  if (want.moves === undefined) return;
  openMoves(state, ctl, viewer, want.moves);
  writeAddress({ deal: state.deal, position: state.history[0].pos, rules: state.rules }, false);
}

const onAddress = () => {
  const want = readAddress();
  if (want.deal === undefined && !want.position) return;
  if (!isShown(want) && !ctl.newGame(want.deal !== undefined ? { deal: want.deal, game: want.game } : { position: want.position }, { push: false })) return;
  replayAddress(want);
};
const drag = createDrag(state, dom, ctl, createSelect(state, ctl));
// The solver starts once the board can be played, in its own thread.
const solver = createSolver(wasmModule);
const takeBack = createTakeBack(state, dom, ctl, solver);
const assist = createAssist(state, dom, ctl, solver, { onVerdict: takeBack.onVerdict });
const hints = createHints(state, dom, ctl, solver);
const par = createPar(state, dom, solver, { onKnown: () => { if (dom.winDialog.open && state.won) showWin(state, dom, par.value()); } });
const viewer = createViewer(state, dom, ctl, solver);
const share = createShare(state, dom, ctl);
dom.onWin = () => showWin(state, dom, par.value());
dom.onChange = () => {
  assist.refreshStatus();
  par.refresh();
  viewer.onGameChange();
};
const menu = createMenu(dom.menuButton, dom.more);
function onResize() {
  const was = state.layout.window;
  measure(state, dom);
  const now = state.layout.window;
  if (now.width !== was.width || now.height !== was.height || now.header !== was.header || now.footer !== was.footer) ctl.redraw();
}
bindAll({
  state, dom, ctl, drag, assist,
  menu,
  chooser: dom.chooser,
  keydown: createKeyboard(state, dom, ctl),
  onResize,
  onAddress,
});
bindCoach({ dom, menu, hints, par, takeBack, viewer, share, onResize });
setInterval(() => renderClock(state, dom), 1000);
setTimeout(() => assist.refreshStatus(), 0);
par.refresh();
if (isShown(wanted)) replayAddress(wanted); // a link's moves, once its game is open
window.freecell = createApi(state, ctl);
document.documentElement.dataset.ready = 'true';
performance.mark('freecell-ready');
