// DOM updates: builds the sixteen piles once, then makes the page show the
// state. Card elements are made once per card and moved between piles, so
// that anim.js can slide them. Reads state; never changes it.
import { piles as pileIds, pileName, pileKind } from './piles.js';
import { cardElement } from './cards.js';
import { fanStep, fit, setVar, showsMiddle } from './layout.js';
import { movesMade, canUndo, canRedo } from './game.js';
import { elapsed, formatTime } from './clock.js';
import { statsLine } from './stats.js';
import { longDate } from './daily.js';
import { t, wordsFor } from './i18n.js';
import { cardNameAlone, pileArgs } from './words.js';

function pileElement(id) {
  const el = document.createElement('div');
  el.className = `pile ${pileKind(id)}`;
  el.dataset.pile = id;
  // A free cell shows its letter of the move notation (3a, a6), as reasons and hints name it.
  if (pileKind(id) === 'freecell') el.dataset.name = pileName(id).split(' ').at(-1);
  el.setAttribute('role', 'group');
  el.tabIndex = -1;
  return el;
}

function group(className, ids, piles) {
  const el = document.createElement('div');
  el.className = className;
  for (const id of ids) el.append(piles.get(id));
  return el;
}

/** Creates the current game's piles inside `board` and returns them by id. */
export function createBoard(board) {
  const ids = pileIds();
  const piles = new Map(ids.all.map((id) => [id, pileElement(id)]));
  const top = document.createElement('div');
  top.className = 'row top';
  top.append(group('cells', ids.freecells, piles), group('foundations', ids.foundations, piles));
  board.replaceChildren(top, group('row cascades', ids.cascades, piles));
  board.dataset.cascades = ids.cascades.length;
  board.dataset.cells = ids.freecells.length;
  return piles;
}

/** Builds the board again when a game with other piles has started. */
function ensureBoard(state, dom) {
  if (dom.builtFor === pileIds().all) return;
  dom.piles = createBoard(dom.boardEl);
  dom.builtFor = pileIds().all;
  dom.pileKeys.clear();
  state.layout.cardWidth = 0;
}

function cardEl(dom, card) {
  let el = dom.cards.get(card.code);
  if (!el) {
    el = cardElement(card);
    dom.cards.set(card.code, el);
  }
  return el;
}

/** The piles shown: the game's, or the step being watched (viewer.js). */
const shown = (state) => state.view?.piles ?? state.piles;

/**
 * Makes `pileEl` hold `els`, in order, touching only what differs: a move
 * changes a pile's top, and every card element put in again is laid out
 * anew, so the cards under it stay where they are.
 */
function placeCards(pileEl, els) {
  const now = pileEl.children;
  let kept = 0;
  while (kept < els.length && kept < now.length && now[kept] === els[kept]) kept += 1;
  while (now.length > kept) now[now.length - 1].remove();
  if (kept < els.length) pileEl.append(...els.slice(kept));
}

function renderPile(state, dom, id) {
  const pileEl = dom.piles.get(id);
  const cards = shown(state)[id] ?? [];
  const sel = state.selected?.from === id ? state.selected.index : -1;
  const lifted = state.drag?.from === id ? state.drag.index : -1;
  const hint = state.view ? null : state.hint; // a hint is about the game, not the step watched
  const hinted = hint?.from === id ? hint.index : -1;
  const hintClass = hint?.level === 1 ? 'nudge' : 'hint'; // a nudge lights the card alone, more softly
  const fan = pileKind(id) === 'cascade' ? fanStep(state.layout, cards.length) : 0;
  // The fan is one variable of the pile's: a new card size changes it on
  // every cascade, and the cards' places follow without being touched.
  setVar(pileEl, '--fan', `${fan}px`);
  // Fanned nearly a card apart (a phone upright), covered cards show their middles.
  if (pileEl.classList.contains('open') !== showsMiddle(state.layout, fan)) pileEl.classList.toggle('open');
  // Piles whose look did not change are left alone: a move touches two or three.
  const key = `${cards.map((c) => c.code).join('')}|${sel}|${lifted}|${state.targets.has(id)}|${state.focus === id}|${hinted}|${hintClass}|${hint?.to === id}`;
  if (dom.pileKeys.get(id) === key) return;
  dom.pileKeys.set(id, key);
  const named = pileArgs(id);
  const els = cards.map((c) => cardEl(dom, c));
  placeCards(pileEl, els);
  cards.forEach((card, i) => {
    const el = els[i];
    setVar(el, '--i', String(i));
    el.setAttribute('aria-label', wordsFor(`on ${named.pile} ${card.code} ${i} ${cards.length}`, () => t('card-on-pile', { ...named, card: cardNameAlone(card), position: i + 1, count: cards.length })));
    el.classList.toggle('selected', sel >= 0 && i >= sel);
    el.classList.toggle('lifted', lifted >= 0 && i >= lifted);
    el.classList.toggle('covered', i + 1 < cards.length && !(lifted >= 0 && i + 1 >= lifted));
    el.classList.toggle('hint', hinted >= 0 && i >= hinted && hintClass === 'hint');
    el.classList.toggle('nudge', hinted >= 0 && i >= hinted && hintClass === 'nudge');
  });
  // Named by its name alone, which a voice-control user can say ("click
  // cascade 3"); what it holds is its description.
  const top = cards.at(-1);
  pileEl.setAttribute('aria-label', named.pile);
  pileEl.setAttribute('aria-description', top
    ? wordsFor(`contents ${cards.length} ${top.code}`, () => t('pile-contents', { count: cards.length, card: cardNameAlone(top) }))
    : t('pile-contents-empty'));
  pileEl.classList.toggle('target', state.targets.has(id));
  pileEl.classList.toggle('hint', hint?.to === id);
  pileEl.classList.toggle('source', sel >= 0 || lifted >= 0);
  pileEl.tabIndex = state.focus === id ? 0 : -1;
}

/** The status bar: moves, clock, buttons, deal number, settings. */
function renderBar(state, dom) {
  dom.moves.textContent = String(movesMade(state));
  dom.clock.textContent = formatTime(elapsed(state));
  dom.undo.disabled = !canUndo(state);
  dom.redo.disabled = !canRedo(state);
  dom.restart.disabled = state.history.length === 1 && state.at === 0;
  // "Deal 617", "Seahaven Towers: deal 617", or a daily deal's "Daily deal,
  // 28 November 2026 · deal 978980": the part before the deal is a span
  // of its own, which a short bar may cut or set above the deal; the deal
  // is never cut.
  const standard = state.rules.id === 'freecell';
  const date = state.daily ? longDate(state.daily) : null;
  let named = standard ? '' : state.rules.title;
  if (date) named = standard ? t('bar-daily', { date }) : t('bar-daily-of-game', { game: named, date });
  // The tutorial's game (the one game neither saved nor counted) is named for what it is.
  const what = state.unsaved ? t('tutorial-title')
    : state.deal !== null ? t(named ? 'bar-deal-after-name' : 'bar-deal', { deal: String(state.deal) })
      : t(named ? 'bar-position-after-name' : 'bar-position');
  const sep = !named ? '' : date ? ' · ' : ': ';
  dom.titleGame.textContent = named;
  dom.titleSep.textContent = sep;
  // Read as one line: its parts are boxes of a flex row, which a screen reader would read with spaces around each.
  dom.title.setAttribute('aria-label', `${named}${sep}${what}`);
  dom.titleGame.hidden = !named;
  dom.titleSep.hidden = !named;
  dom.titleDeal.textContent = what;
  dom.grade.textContent = GRADES.includes(state.grade) ? t(`grade-${state.grade}`) : '';
}

/** How the grade of the deal being played reads next to its number (difficulty.js). */
const GRADES = ['easy', 'medium', 'hard', 'impossible'];

function renderBanners(state, dom) {
  dom.stuck.hidden = !state.stuck;
  dom.boardEl.classList.toggle('won', state.won && !state.view);
  dom.boardEl.classList.toggle('viewing', Boolean(state.view));
  dom.stats.textContent = statsLine(state.stats);
}

export function render(state, dom) {
  ensureBoard(state, dom);
  const { cascades, freecells, foundations, all } = pileIds();
  const longest = Math.max(...cascades.map((id) => shown(state)[id]?.length ?? 0));
  fit(state, dom.boardEl, longest, { cascades: cascades.length, cells: freecells.length, foundations: foundations.length });
  dom.boardEl.classList.toggle('split-top', state.layout.topRows === 2);
  for (const id of all) renderPile(state, dom, id);
  renderBar(state, dom);
  renderBanners(state, dom);
}

/** Only the clock, once a second. */
export function renderClock(state, dom) {
  dom.clock.textContent = formatTime(elapsed(state));
}
