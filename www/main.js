// Wiring: loads wasm (the rules: the page's thread never solves; the
// solver's worker loads its own), restores the saved game or opens the deal
// in the address, builds the board and binds the input. The rest of the
// page (the solver's help, the links, the dialogs: extras.js) is loaded
// once the board can be played. No logic of its own.
import { rulesReady } from './boot.js'; // index.html started it: the rules' wasm and the player's catalogue are on their way
import { ready as wordsReady, t, onLanguage } from './i18n.js';
import { createState } from './state.js';
import { render, renderClock } from './render.js';
import { measure } from './layout.js';
import { createController } from './controller.js';
import { createDrag } from './drag.js';
import { createSelect } from './select.js';
import { createKeyboard } from './keyboard.js';
import { bindAll, listen } from './events.js';
import { createSaves } from './saves.js';
import { loadSettings, applySettings } from './settings.js';
import { bindSync } from './sync.js';
import { registerServiceWorker, updated } from './offline.js';
import { readAddress } from './url.js';
import { createApi } from './api.js';
import { createMenu } from './menu.js';
import { openFirst } from './first-game.js';
import { createAddressChange } from './address-change.js';
import { bindFirstPress, prepareSound, attachSound } from './sound-hook.js';
import { bindMute, showMute } from './mute.js';

const wanted = readAddress(); // opening writes the address: a link's moves are read first
// The deals (deals.js: the dealer, the New game dialog, the daily deal and
// its goals, challenges) come once the board can be played, with
// extras.js, which holds them; but a daily deal's or a challenge's link
// opens its game with them, so for such a link extras.js is fetched now,
// beside the wasm (and made once the board can be played, as always).
const extrasFirst = wanted.daily !== undefined || wanted.challenge !== undefined ? import('./extras.js') : null;
await rulesReady; // the rules' wasm
await wordsReady; // the player's language's catalogue, fetched meanwhile

const $ = (id) => document.getElementById(id);
const dom = {
  bar: $('bar'), title: $('title'), titleGame: $('title-game'), titleSep: $('title-sep'), titleDeal: $('title-deal'), boardEl: $('board'), moves: $('moves'), clock: $('clock'),
  undo: $('undo'), redo: $('redo'), restart: $('restart'), newGame: $('new-game'),
  newGameDialog: $('new-game-dialog'), dealForm: $('deal-form'), dealInput: $('deal-input'), dealNote: $('deal-note'), gradesNote: $('grades-note'), dealPlay: $('deal-play'), newGameCancel: $('new-game-cancel'),
  gameSelect: $('game-select'), cellsSelect: $('cells-select'), stats: $('stats'),
  keysDialog: $('keys'), openKeys: $('open-keys'), readTable: $('read-table'), keysClose: $('keys-close'),
  difficulty: $('difficulty'), grade: $('grade'),
  settingsDialog: $('settings'), settingsForm: $('settings-form'), openSettings: $('open-settings'), motionNote: $('motion-note'),
  mute: $('mute'),
  statsDialog: $('statistics'), openStats: $('open-stats'), statsKind: $('stats-kind'), statsClose: $('statistics-close'),
  featsDialog: $('feats'), openFeats: $('open-feats'), featsSummary: $('feats-summary'), featsList: $('feats-list'), featsClose: $('feats-close'),
  rulesDialog: $('rules'), openRules: $('open-rules'), rulesTitle: $('rules-title'), rulesList: $('rules-list'), rulesClose: $('rules-close'),
  exportButton: $('export'), importButton: $('import'), importFile: $('import-file'), transferMessage: $('transfer-message'),
  stuck: $('stuck'), message: $('message'), live: $('live'),
  hint: $('hint'), solve: $('solve'), solvable: $('solvable'), menuButton: $('menu'), more: $('more'),
  winDialog: $('win'), winTitle: $('win-title'), winText: $('win-text'), winFeats: $('win-feats'), winNote: $('win-note'), winNew: $('win-new'), winClose: $('win-close'),
  cards: new Map(),
  pileKeys: new Map(),
  // The coach (hints, par, Take me back, the viewer, links).
  par: $('par'), watch: $('watch'), watchGame: $('watch-game'), copyLink: $('copy-link'), winCopy: $('win-copy'),
  dock: $('dock'), coach: $('coach'), coachText: $('coach-text'), takeBack: $('take-back'), coachClose: $('coach-close'),
  viewer: $('viewer'), viewerTitle: $('viewer-title'), viewerNote: $('viewer-note'), viewerStep: $('viewer-step'),
  viewerBack: $('viewer-back'), viewerForward: $('viewer-forward'), viewerSlider: $('viewer-slider'),
  viewerContinue: $('viewer-continue'), viewerClose: $('viewer-close'),
  share: $('share'), shareLink: $('share-link'), shareClose: $('share-close'),
  // The daily deal: its calendar, and Share in the win dialog.
  openDaily: $('open-daily'), dailyDialog: $('daily'), dailyKind: $('daily-kind'), dailyMonth: $('daily-month'),
  dailyPrev: $('daily-prev'), dailyNext: $('daily-next'), dailyDays: $('daily-days'), dailyStreak: $('daily-streak'),
  dailyMessage: $('daily-message'), dailyToday: $('daily-today'), dailyClose: $('daily-close'), winShare: $('win-share'),
  // The daily goals: the month's badge and a day's goals in the calendar, the goal played in the dock.
  dailyBadge: $('daily-badge'), dailyBadgeIcon: $('daily-badge-icon'), dailyBadgeName: $('daily-badge-name'), dailyBadgeText: $('daily-badge-text'),
  goalsPrev: $('goals-prev'), goalsNext: $('goals-next'), dailyGoalsTitle: $('daily-goals-title'), dailyGoals: $('daily-goals'),
  goal: $('goal'), goalTitle: $('goal-title'), goalText: $('goal-text'), goalAgain: $('goal-again'),
  // A challenge: its button in the win dialog, its banner in the dock, its results side by side.
  winChallenge: $('win-challenge'), winVersus: $('win-versus'), challenge: $('challenge'), challengeText: $('challenge-text'),
  challengeGiveUp: $('challenge-give-up'), challengeShow: $('challenge-show'), versus: $('versus'), versusVerdict: $('versus-verdict'), versusPar: $('versus-par'),
  versusYouResult: $('versus-you-result'), versusThemResult: $('versus-them-result'), versusYouMoves: $('versus-you-moves'), versusThemMoves: $('versus-them-moves'),
  versusYouTime: $('versus-you-time'), versusThemTime: $('versus-them-time'), versusWatch: $('versus-watch'), versusClose: $('versus-close'),
};
dom.piles = new Map(); // render.js builds the piles of the game's rules

const state = createState();
const saves = createSaves();
const loaded = saves.load();
state.settings = loadSettings(loaded.settings);
applySettings(state.settings);
const ctl = createController(state, dom, saves, applySettings);
const menu = createMenu(dom.menuButton, dom.more);
let deals = null;
/** The deals made from deals.js, once; the New game dialog bound. */
function useDeals(module) {
  if (!deals) {
    deals = module.createDeals({ state, dom, ctl, saves, menu });
    deals.newGame.bind();
  }
  return deals;
}
// extras.js not fetched (the network failed): the board opens what no address would, and says why once it knows (sayExtrasMissing).
const dealsModule = extrasFirst && await extrasFirst.catch(() => null);
if (dealsModule) useDeals(dealsModule);
const first = extrasFirst && !dealsModule ? {} : wanted;

// What extras.js shows once loaded has its place in the bar from the
// first paint, so that the bar (and so the board) keeps its size when it
// comes: the status being worked out, and par's place (assist.js, par.js).
dom.solvable.textContent = t('bar-checking');
dom.solvable.dataset.verdict = 'checking';
dom.par.textContent = t('menu-par-busy');
measure(state, dom);
// A first visit (the tutorial is offered, extras.js): the page opened with no game named, and no game saved yet.
const firstVisit = Object.keys(wanted).length === 0 && saves.last() === null;
// chosenAtRandom: the first deal is random (no deal was named), the dealer checks it once graded;
// pendingDaily: the daily deal the address names, to open once the dealer has chosen it ({want, notice?}).
// A challenge link opens its deal; one damaged or refused opens what no address would, saying why.
const asked = first.challenge !== undefined ? dealsModule.readChallenge(first.challenge) : null;
const firstNotice = [asked?.error, loaded.notice].filter(Boolean).join(' ') || loaded.notice;
const { notice, chosenAtRandom, pendingDaily } = openFirst({ want: asked ? asked.source ?? {} : first, dom, ctl, saves, daily: deals?.daily, todayInstead: dealsModule?.todayInstead, notice: firstNotice });
// The challenge on the game shown: the link's, or (looked up with the deals) the one this tab kept (a reload).
const shown = state.identity;
const linked = asked?.challenge && asked.identity === shown ? asked : null;
dom.par.hidden = state.deal === null; // a position has no par
render(state, dom);
const reloadedForUpdate = updated();
if (notice) ctl.say(notice, 8000);
else if (reloadedForUpdate) ctl.say(t('msg-updated'), 8000);

const { isShown, replayAddress, onAddress } = createAddressChange({ state, ctl, withDeals: (use) => withDeals(use), later: (use) => later(use) });
const drag = createDrag(state, dom, ctl, createSelect(state, ctl));
function onResize() {
  drag.relayout();
  const was = state.layout.window;
  measure(state, dom);
  const now = state.layout.window;
  if (now.width !== was.width || now.height !== was.height || now.header !== was.header || now.footer !== was.footer) ctl.redraw();
}

// The rest of the page (extras.js, with deals.js if not made yet and the sounds' sound.js), loaded
// once the board can be played. Until then what they would hear waits for
// them: a change to the game, a win, new settings, a link's moves, an
// address changed, and a press on one of their buttons (pressed again once
// it is bound).
let extras = null;
let loadExtras;
const extrasLoaded = new Promise((resolve) => { loadExtras = resolve; })
  .then(() => extrasFirst ?? import('./extras.js'))
  .then((module) => {
    attachSound(module.sounds);
    const { daily, goals } = useDeals(module);
    extras = module.createExtras({ state, dom, ctl, saves, menu, daily, goals, onResize, firstVisit });
    return extras;
  });
/** Whether extras.js could not be loaded (the network failed on a first visit): a browser does not fetch it again until a reload. */
let extrasFailed = false;
/** Says, when extras.js could not be loaded, that what needs it comes with a reload; gives whether it said so. */
const sayExtrasMissing = () => {
  if (extrasFailed) ctl.say(t('msg-extras-failed'), 10_000);
  return extrasFailed;
};
/** What waits on extras.js when it could not be loaded: nothing to run (sayExtrasMissing said why). */
const missed = () => {};
/** Runs `use(extras)`: at once if extras.js is loaded, else once it is. */
const later = (use) => (extras ? use(extras) : extrasLoaded.then(use, missed));
/** Runs `use(deals)`: at once if deals.js is loaded, else once it is (with extras.js). */
const withDeals = (use) => (deals ? use(deals) : extrasLoaded.then(() => use(deals), missed));
listen(dom.newGame, 'click', () => { if (!deals && !sayExtrasMissing()) withDeals(() => dom.newGame.click()); });
for (const button of [dom.hint, dom.solve, dom.watch, dom.watchGame, dom.copyLink, dom.winCopy, dom.winShare, dom.openSettings, dom.openStats, dom.openFeats, dom.openRules, dom.openKeys, dom.openDaily]) {
  listen(button, 'click', () => { if (!extras && !sayExtrasMissing()) later(() => button.click()); });
}
ctl.connect({
  onAdopt: () => drag.cancel(undefined, { glide: false }), // the game changed under the drag
  onWin: () => later((x) => x.onWin()),
  onWinSaved: () => later((x) => x.onWinSaved()),
  onSettings: (settings) => {
    showMute(dom.mute, settings);
    later((x) => x.onSettings(settings));
  },
  onChange: () => {
    withDeals((d) => d.difficulty.refresh());
    later((x) => x.onChange());
  },
});
// A new language: the board's names for screen readers, the bar (whose height may change) and extras.js's words.
onLanguage(() => {
  dom.pileKeys.clear();
  onResize();
  ctl.redraw();
  later((x) => x.onLanguage());
});
bindSync(state, ctl, saves);
bindMute({ state, ctl, button: dom.mute });
bindFirstPress();
bindAll({
  state, dom, ctl, drag, menu,
  newDeal: () => withDeals((d) => d.difficulty.newDeal()),
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
  if (await extrasLoaded.then(() => true, () => false)) replayAddress(wanted); // else the game stands, and the page says why
}
later((x) => {
  const challenge = linked ?? deals.recall(shown);
  if (challenge) x.startChallenge(challenge);
});
// A daily deal not chosen yet: the dealer's worker chooses it now.
if (pendingDaily) deals.daily.open(pendingDaily.want, { push: false, notice: pendingDaily.notice });
document.documentElement.dataset.ready = 'true';
performance.mark('freecell-ready');
// extras.js once the board is on the screen (or soon, in a tab not shown),
// which starts the solver's worker. Once that worker has loaded its wasm
// and answered (the wasm's compile keeps both cores of a small machine
// busy for a moment): the dealer's worker (which loads the solver's wasm
// too), for the grade of the deal opened, as for every later one; and the
// service worker, which fetches every file to keep the page offline (three
// seconds after the page is ready at the latest, should the answer take
// longer). None holds up what comes before it.
requestAnimationFrame(() => setTimeout(loadExtras, 0));
setTimeout(loadExtras, 500);
const afterExtras = extrasLoaded.catch(() => {
  extrasFailed = true;
  sayExtrasMissing();
  return null;
});
const settled = afterExtras.then((x) => x?.settled);
Promise.race([settled, new Promise((resolve) => { setTimeout(resolve, 3000); })])
  .then(() => registerServiceWorker(() => drag.dragging()));
// The sounds' context, made while nothing happens rather than in the
// player's first press: the first one a browser makes waits on its audio
// service starting (70 to 180 ms here), so it waits for a pause in play,
// never falling in a drag.
const whenIdle = (fn) => (window.requestIdleCallback ? requestIdleCallback(fn, { timeout: 10_000 }) : setTimeout(fn, 1000));
const soundWhenIdle = () => (drag.dragging() ? setTimeout(() => whenIdle(soundWhenIdle), 500) : prepareSound());
afterExtras.then(() => whenIdle(soundWhenIdle));
settled.then(() => withDeals((d) => d.difficulty.refresh({ chosenAtRandom })));
