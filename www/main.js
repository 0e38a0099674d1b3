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
import { bindAll } from './events.js';
import { load } from './storage.js';
import { readAddress, writeAddress } from './url.js';
import { resumeGame } from './game.js';
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
  dealForm: $('deal-form'), dealInput: $('deal-input'), gameSelect: $('game-select'), cellsSelect: $('cells-select'),
  autoplay: $('autoplay'), stats: $('stats'),
  stuck: $('stuck'), message: $('message'), live: $('live'),
  hint: $('hint'), solve: $('solve'), solvable: $('solvable'), menuButton: $('menu'), more: $('more'),
  winDialog: $('win'), winText: $('win-text'), winNew: $('win-new'), winClose: $('win-close'),
  cards: new Map(),
  pileKeys: new Map(),
};
dom.piles = new Map(); // render.js builds the piles of the game's rules

const state = createState();
const saved = load();
if (saved.settings) state.settings = saved.settings;
if (saved.stats) state.stats = saved.stats;
const ctl = createController(state, dom);
dom.chooser = createChooser(dom, ctl);
dom.onWin = () => showWin(state, dom);

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

const onAddress = () => {
  const want = readAddress();
  if (want.deal === undefined && !want.position) return;
  if (want.deal !== undefined && want.deal === state.deal && rulesId(want.game) === state.rules.id) return;
  ctl.newGame(want.deal !== undefined ? { deal: want.deal, game: want.game } : { position: want.position }, { push: false });
};
const drag = createDrag(state, dom, ctl, createSelect(state, ctl));
// The solver starts once the board can be played, in its own thread.
const assist = createAssist(state, dom, ctl, createSolver(wasmModule));
dom.onChange = () => assist.refreshStatus();
bindAll({
  state, dom, ctl, drag, assist,
  menu: createMenu(dom.menuButton, dom.more),
  chooser: dom.chooser,
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
