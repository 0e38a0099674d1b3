// Wiring: loads wasm (the rules: the page's thread never solves; the
// solver's worker loads its own), restores the saved game or opens the deal
// in the address, builds the board and binds the input. The rest of the
// page (the solver's help, the links, the dialogs: extras.js) is loaded
// once the board can be played. No logic of its own.
import init from './pkg/freecell.js';
import { createState } from './state.js';
import { render, renderClock } from './render.js';
import { measure } from './layout.js';
import { createController } from './controller.js';
import { createDrag } from './drag.js';
import { createSelect } from './select.js';
import { createKeyboard } from './keyboard.js';
import { bindAll, listen } from './events.js';
import { createSaves } from './saves.js';
import { sourceOf } from './records.js';
import { loadSettings, applySettings } from './settings.js';
import { bindSync } from './sync.js';
import { registerServiceWorker, updated } from './offline.js';
import { readAddress, writeAddress } from './url.js';
import { describe } from './game.js';
import { createApi } from './api.js';
import { createMenu } from './menu.js';
import { createChooser } from './chooser.js';
import { createDealer } from './dealer.js';
import { createDifficulty } from './difficulty.js';

await init(); // the rules' wasm (index.html preloads it)

const $ = (id) => document.getElementById(id);
const dom = {
  bar: $('bar'), title: $('title'), titleGame: $('title-game'), titleSep: $('title-sep'), titleDeal: $('title-deal'), boardEl: $('board'), moves: $('moves'), clock: $('clock'),
  undo: $('undo'), redo: $('redo'), restart: $('restart'), newGame: $('new-game'),
  dealForm: $('deal-form'), dealInput: $('deal-input'), gameSelect: $('game-select'), cellsSelect: $('cells-select'), stats: $('stats'),
  difficulty: $('difficulty'), grade: $('grade'),
  settingsDialog: $('settings'), settingsForm: $('settings-form'), openSettings: $('open-settings'), motionNote: $('motion-note'),
  statsDialog: $('statistics'), openStats: $('open-stats'), statsKind: $('stats-kind'), statsClose: $('statistics-close'),
  rulesDialog: $('rules'), openRules: $('open-rules'), rulesTitle: $('rules-title'), rulesList: $('rules-list'), rulesClose: $('rules-close'),
  exportButton: $('export'), importButton: $('import'), importFile: $('import-file'), transferMessage: $('transfer-message'),
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
const saves = createSaves();
const loaded = saves.load();
state.settings = loadSettings(loaded.settings);
applySettings(state.settings);
const ctl = createController(state, dom, saves, applySettings);
const difficulty = createDifficulty(state, dom, ctl, createDealer());
dom.chooser = createChooser(dom, ctl, difficulty.newDeal);

/**
 * The first game: the address's deal or position, else the game this tab
 * showed (a reload), else the game saved last by any tab, else a random
 * deal (once graded, one the dealer would not deal gives way to one it
 * finds: see difficulty.js). Each opens its play in progress if there is
 * one.
 */
function open() {
  const want = readAddress();
  const asked = want.deal !== undefined ? want : want.position ? { position: want.position } : null;
  const tab = saves.tab();
  const resume = tab ?? saves.last();
  // A random deal, checked by the dealer as any random first deal is: of
  // the game the address names if wasm knows it (with its own cells), else
  // of FreeCell.
  const openRandom = (spec = {}) => {
    chosenAtRandom = true;
    return ctl.open({ ...spec, deal: randomDeal() }, { push: false, left: tab });
  };
  const refused = () => `${dom.message.textContent} A random deal was opened instead.`;
  if (!asked && want.game !== undefined) {
    const spec = want.cells === undefined ? { game: want.game } : { game: want.game, cells: want.cells };
    if (openRandom(spec)) return loaded.notice;
    const reason = refused();
    if (!openRandom({ game: want.game })) openRandom();
    return reason;
  }
  const source = asked ?? (resume ? sourceOf(resume) : null);
  if (source && ctl.open(source, { push: false, reopen: asked ? tab : resume, left: tab })) return loaded.notice;
  const reason = asked ? refused() : loaded.notice;
  if (!(asked?.game && openRandom({ game: asked.game }))) openRandom();
  return reason;
}

/** A random deal number, for a first game the address does not name. */
function randomDeal() {
  return 1 + Math.floor(Math.random() * 1_000_000);
}

// What extras.js shows once loaded has its place in the bar from the
// first paint, so that the bar (and so the board) keeps its size when it
// comes: the status being worked out, and par's place (assist.js, par.js).
dom.solvable.textContent = 'Checking…';
dom.solvable.dataset.verdict = 'checking';
dom.par.textContent = 'Par …';
measure(state, dom);
const wanted = readAddress(); // opening writes the address: a link's moves are read first
let chosenAtRandom = false; // the first deal is random (no deal was named): the dealer checks it once graded
const notice = open();
dom.par.hidden = state.deal === null; // a position has no par
render(state, dom);
const reloadedForUpdate = updated();
if (notice) ctl.say(notice, 8000);
else if (reloadedForUpdate) ctl.say('The page was updated to its new version; your game is as you left it.', 8000);

/** Whether the game shown is the one the address names (its identity: the game, and the deal or the start position). */
function isShown(want) {
  try {
    return describe(want.deal !== undefined ? want : { position: want.position }).identity === state.identity;
  } catch {
    return false;
  }
}

/** Replays the address's moves, if any, in the game shown (extras.js); then the address names the game alone. */
function replayAddress(want) {
  if (want.moves === undefined) return;
  later((x) => {
    x.openMoves(want.moves);
    writeAddress(shownAddress(), false);
  });
}

/** The address of the game shown. */
const shownAddress = () => ({ deal: state.deal, position: state.history[0].pos, rules: state.rules });

const onAddress = () => {
  const want = readAddress();
  if (want.deal === undefined && !want.position) {
    if (want.game !== undefined) difficulty.newDeal(want.cells === undefined ? { game: want.game } : want, { push: false });
    return;
  }
  if (!isShown(want) && !ctl.open(want.deal !== undefined ? want : { position: want.position }, { push: false })) {
    // Refused, and said why: the address goes back to the game shown.
    writeAddress(shownAddress(), false);
    return;
  }
  replayAddress(want);
};
const drag = createDrag(state, dom, ctl, createSelect(state, ctl));
dom.onAdopt = () => drag.cancel();
const menu = createMenu(dom.menuButton, dom.more);
function onResize() {
  const was = state.layout.window;
  measure(state, dom);
  const now = state.layout.window;
  if (now.width !== was.width || now.height !== was.height || now.header !== was.header || now.footer !== was.footer) ctl.redraw();
}

// The rest of the page (extras.js), loaded once the board can be played.
// Until then what it would hear waits for it: a change to the game, a win,
// new settings, a link's moves, and a press on one of its buttons (pressed
// again once it is bound).
let extras = null;
let loadExtras;
const extrasLoaded = new Promise((resolve) => { loadExtras = resolve; })
  .then(() => import('./extras.js'))
  .then(({ createExtras }) => {
    extras = createExtras({ state, dom, ctl, saves, menu, onResize });
    return extras;
  });
/** Runs `use(extras)`: at once if extras.js is loaded, else once it is. */
const later = (use) => (extras ? use(extras) : extrasLoaded.then(use));
for (const button of [dom.hint, dom.solve, dom.watch, dom.watchGame, dom.copyLink, dom.winCopy, dom.openSettings, dom.openStats, dom.openRules]) {
  listen(button, 'click', () => { if (!extras) later(() => button.click()); });
}
dom.onWin = () => later((x) => x.onWin());
dom.onSettings = (settings) => later((x) => x.onSettings(settings));
dom.onChange = () => {
  difficulty.refresh();
  later((x) => x.onChange());
};
bindSync(state, ctl, saves);
bindAll({
  state, dom, ctl, drag, menu, chooser: dom.chooser, difficulty,
  assist: { stop: () => extras?.assist.stop() }, // no Solve runs before extras.js is loaded
  keydown: createKeyboard(state, dom, ctl),
  onResize,
  onAddress,
});
setInterval(() => renderClock(state, dom), 1000);
window.freecell = createApi(state, ctl);
if (isShown(wanted) && wanted.moves !== undefined) {
  // A link's moves: the page is ready once they are replayed.
  loadExtras();
  await extrasLoaded;
  replayAddress(wanted);
}
document.documentElement.dataset.ready = 'true';
performance.mark('freecell-ready');
// extras.js once the board is on the screen (or soon, in a tab not shown);
// then the service worker, which fetches every file to keep the page
// offline; and once the solver's worker has loaded its wasm and answered,
// the dealer's worker (which loads it too), for the grade of the deal
// opened, as for every later one: none holds up what comes before it.
requestAnimationFrame(() => setTimeout(loadExtras, 0));
setTimeout(loadExtras, 500);
const afterExtras = extrasLoaded.catch(() => null);
afterExtras.then(() => registerServiceWorker(() => drag.dragging()));
afterExtras.then((x) => x?.settled).then(() => difficulty.refresh({ chosenAtRandom }));
