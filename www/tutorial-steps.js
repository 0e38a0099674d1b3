// The tutorial's game (tutorial.js runs it): the position it is played on
// and its steps, each asking for one thing. A step knows it is done by
// reading the game's state: the move the history holds, read by wasm
// (`parseMove`) on the position before it; the position undone to; the
// hints the game counted. What a step lights is a move wasm lists as legal
// (`legalMoves`), the one the position was laid out for when it is still
// there. Nothing here decides a rule. The words are the catalogue's
// (`tutorial-…`, www/locales).
import { GameBoard, CellT } from './pkg/freecell.js';
import { pileId } from './piles.js';
import { cardLabel } from './cards.js';
import { t } from './i18n.js';

/**
 * A standard FreeCell position (every game of the family is taught with
 * it) laid out so that each step's move is there from the start, or as
 * soon as the step before is done: the K♠ to a free cell uncovers the 6♠,
 * which builds on the 7♦; the 9♦ 8♣ 7♥ go together onto the 10♠, which
 * uncovers the 4♥, whose foundation holds the 3♥ (and which safe autoplay
 * leaves alone: the 3♠ is still out). Seventeen cards are home already,
 * so the game left to finish alone is short; the solver wins it.
 */
export const POSITION = 'QD8S6SKS/9H3SJC7D/KD6C4H9D8C7H/5SJDTS/TCQH7C8HJH/6DJS4SQC9S/5HKHTH7S8D/9CKC6HQSTD/////AC2C3C4C5C/AD2D3D4D5D/AS2S/AH2H3H';

/** The kinds of move the steps ask for, by what wasm says the move is: where it went, how many cards, onto how many. */
const KINDS = {
  freecell: (m) => m.to.cell === CellT.FreeCell && m.from.cell === CellT.Tableau,
  build: (m) => m.to.cell === CellT.Tableau && m.count === 1 && m.onto > 0,
  run: (m) => m.to.cell === CellT.Tableau && m.count > 1,
  home: (m) => m.to.cell === CellT.HomeCell,
};

/**
 * The steps in order: a move of a kind (`prefer`: the card the position
 * was laid out to move), an undo, a hint, then the game left to the
 * player.
 */
export const STEPS = [
  { kind: 'freecell', prefer: 'KS' },
  { kind: 'build', prefer: '6S' },
  { kind: 'run', prefer: '9D' },
  { kind: 'home', prefer: '4H' },
  { kind: 'undo' },
  { kind: 'hint' },
  { kind: 'finish' },
];

const hintsUsed = (state) => state.hints.nudge + state.hints.lit + state.hints.played;

/** Where a step starts (`at`: a history entry, the one shown by default) and the hints used then, which its end is measured from. */
export function startOf(state, at = state.at) {
  return { at, hints: hintsUsed(state) };
}

/**
 * The move that led to history entry `at`, as wasm reads its notation on
 * the position before: {from, to, count, onto} (`onto`: the cards on the
 * target before it), or null (the deal, or a jump rather than a move).
 */
function moveAt(state, at) {
  const written = state.history[at]?.play?.[0];
  if (!written || at === 0) return null;
  const board = GameBoard.fromText(state.history[at - 1].pos);
  try {
    const m = board.parseMove(written);
    return { from: m.from, to: m.to, count: m.count, onto: board.getCell(m.to.cell, m.to.index).length };
  } catch {
    return null;
  } finally {
    board.free();
  }
}

/**
 * Where `step`, begun at `start` (startOf), was done in the state shown:
 * the history entry the next step begins at, or null if it is not done.
 * Several moves may come between two looks: a move step is done by the
 * first of its kind on the way to the position shown, and the next step
 * begins there, so a move made at once for it counts too.
 */
export function doneAt(step, state, start) {
  if (step.kind === 'undo') {
    if (state.at > start.at) start.at = state.at; // a move made meanwhile: the undo asked for is of the latest
    return state.at < start.at ? state.at : null;
  }
  if (step.kind === 'hint') return hintsUsed(state) > start.hints ? state.at : null;
  if (step.kind === 'finish') return null;
  for (let at = start.at + 1; at <= state.at; at += 1) {
    const m = moveAt(state, at);
    if (m && KINDS[step.kind](m)) return at;
  }
  return null;
}

/**
 * The legal move of the step's kind to show: the one of its `prefer`red
 * card if wasm lists it, else the one moving the most cards; null if there
 * is none. {from, to, cards} (pile ids, and the cards moved).
 */
function suggestion(state, step) {
  const moves = state.board.legalMoves().map((m) => {
    const from = pileId(m.from.cell, m.from.index);
    const to = pileId(m.to.cell, m.to.index);
    const pile = state.piles[from];
    return { ...m, from, to, fromRef: m.from, toRef: m.to, onto: state.piles[to].length, cards: pile.slice(pile.length - m.count) };
  }).filter((m) => KINDS[step.kind]({ from: m.fromRef, to: m.toRef, count: m.count, onto: m.onto }));
  return moves.find((m) => m.cards[0].code === step.prefer) ?? moves.sort((a, b) => b.count - a.count)[0] ?? null;
}

/** How many piles of a kind are empty ('freecell-', 'cascade-'). */
const empties = (state, prefix) => Object.entries(state.piles).filter(([id, cards]) => id.startsWith(prefix) && !cards.length).length;

/**
 * What the step shows in the state shown: {text} its words, and what it
 * lights: `cards` (codes), `piles` (pile ids), `buttons` ('undo', 'hint').
 * `names`: the Undo and Hint buttons' names as the page shows them
 * ({undo, hint}), which the words use.
 */
export function showing(step, state, names) {
  if (step.kind === 'undo') return { text: t('tutorial-undo', names), cards: [], piles: [], buttons: ['undo'] };
  if (step.kind === 'hint') return { text: t('tutorial-hint', names), cards: [], piles: [], buttons: ['hint'] };
  if (step.kind === 'finish') return { text: t('tutorial-finish'), cards: [], piles: [], buttons: [] };
  const m = suggestion(state, step);
  if (!m) return { text: `${t(`tutorial-${step.kind}-any`)} ${t('tutorial-none', names)}`, cards: [], piles: [], buttons: [] };
  const card = cardLabel(m.cards[0]);
  const target = state.piles[m.to].at(-1);
  const args = {
    card,
    cards: m.cards.map(cardLabel).join(' '),
    target: target ? cardLabel(target) : '',
    count: m.count,
    cells: empties(state, 'freecell-'),
    cascades: empties(state, 'cascade-'),
    capacity: state.board.sequenceCapacity(false),
  };
  return { text: t(`tutorial-${step.kind}`, args), cards: m.cards.map((c) => c.code), piles: [m.to], buttons: [] };
}
