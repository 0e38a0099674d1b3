// The page's plain data. Only game.js, stats.js and the input modules
// change it; render.js reads it. The wasm board is the source of truth for
// the position; everything else here is about the player and the page.
import { defaultSettings } from './settings.js';

export function createState() {
  return {
    /** The wasm GameBoard of the position shown. */
    board: null,
    /** The game's rules as wasm `rules()` describes them ({game, id, title, cells, cascades, ...}): the game played and its free-cell count are its `game` and `cells`. */
    rules: null,
    /** The grade of the deal being played, once the dealer knows it (difficulty.js), or null. */
    grade: null,
    /** Microsoft deal number being played, or null for a loaded position. */
    deal: null,
    /** The date (YYYY-MM-DD) of the daily deal being played (daily.js), or null for any other game. */
    daily: null,
    /** Whether the game shown is one that is neither saved nor counted (the tutorial's; controller.js openUnsaved). */
    unsaved: false,
    /** The game's identity (records.js identityOf): what it is saved under. */
    identity: '',
    /** This play of the game (a new play starts after a win): a random id. */
    playId: '',
    /** Positions after each action, [0] the deal: {pos: toText(), moves}, and how it was reached (line.js): play or line. */
    history: [],
    /** Index in history of the position shown (undo moves it back). */
    at: 0,
    /** Cards of every pile, bottom first, as getCell returns them. */
    piles: {},
    /** Whether the position shown is won / has no legal move. */
    won: false,
    stuck: false,
    /** Milliseconds played before runningSince; runningSince is a Date.now() or null. */
    elapsed: 0,
    runningSince: null,
    /** When this play counted as played (its first move) and was won, as Date.now(); null before. */
    playedAt: null,
    wonAt: null,
    /** The moves and milliseconds of the win (a win after undoing counts once, as first won). */
    winMoves: null,
    winMs: null,
    /** Whether the win matched a proven par (stats.js countParMatch), null before it is known. */
    parMatched: null,
    /** How many times this play was undone (game.js undo), for the feats (feats.js). */
    undos: 0,
    /** The deal's grade (difficulty.js) when it was won, or null: for the feats. */
    winGrade: null,
    /** Whether the solver proved this won deal impossible with one free cell fewer (feat-watch.js), null before it is asked or when it cannot tell. */
    cellsProven: null,
    /** When this play was left unwon for another game (each breaks the streak). */
    leftAt: [],
    /** Cards picked by click or keyboard: {from, index, count}, or null. */
    selected: null,
    /** Piles the picked or dragged cards may go to. */
    targets: new Set(),
    /** The solver's hint shown for the position shown (hints.js): {from, index, to, level}, or null; level 1 names the card, 2 lights it and its target. */
    hint: null,
    /** Hints this game used, by level (1 nudge, 2 lit, 3 played); saved with the game, reported on a win. */
    hints: { nudge: 0, lit: 0, played: 0 },
    /** What the player did in this play, in order, as wasm `goalProgress` takes it (game.js noteEvent): its moves, undos, redos, jumps and hints; null when no longer known (a play saved before they were kept). */
    events: [],
    /** The daily goals met on this game's date, by tier ({easy: Date.now() of the meeting, …}; goals-met.js), saved with its record. */
    goalsMet: {},
    /** The daily goal this tab plays (`?goal=`): {date, tier}, or null (goal-play.js shows its progress while its game is shown). */
    goal: null,
    /** A position shown instead of the game's while watching moves (viewer.js): {piles}, or null. */
    view: null,
    /** The drag in progress (drag.js owns it), or null. */
    drag: null,
    /** The pile with keyboard focus. */
    focus: 'cascade-0',
    /** Player settings, saved (settings.js). */
    settings: defaultSettings(),
    /** Statistics of the game's kind, read from the saves (stats.js summarize). */
    stats: { played: 0, won: 0, rate: 0, streak: 0, best: 0, fewestMoves: null, fastestMs: null, hints: { nudge: 0, lit: 0, played: 0 } },
    /** Layout figures (layout.js): the window, the piles' shape, the game (its start), rows above the cascades, card size, normal fan step, cascade height, whether the cards are opened up for a tall, narrow screen (card-size.js). */
    layout: { window: null, shape: '', game: null, topRows: 1, cardWidth: 0, cardHeight: 0, fan: 0, cascadeHeight: 0, open: false },
  };
}
