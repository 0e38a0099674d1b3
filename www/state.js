// The page's plain data. Only game.js, stats.js and the input modules
// change it; render.js reads it. The wasm board is the source of truth for
// the position; everything else here is about the player and the page.

export function createState() {
  return {
    /** The wasm GameBoard of the position shown. */
    board: null,
    /** The game's rules as wasm `rules()` describes them ({game, id, title, cells, cascades, ...}). */
    rules: null,
    /** Microsoft deal number being played, or null for a loaded position. */
    deal: null,
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
    /** Whether this game already counts in the statistics as played. */
    counted: false,
    /** Whether this game's win is already counted (undo and win again counts once). */
    winCounted: false,
    /** Cards picked by click or keyboard: {from, index, count}, or null. */
    selected: null,
    /** Piles the picked or dragged cards may go to. */
    targets: new Set(),
    /** The solver's hint shown for the position shown (hints.js): {from, index, to, level}, or null; level 1 names the card, 2 lights it and its target. */
    hint: null,
    /** Hints this game used, by level (1 nudge, 2 lit, 3 played); saved with the game, reported on a win. */
    hints: { nudge: 0, lit: 0, played: 0 },
    /** A position shown instead of the game's while watching moves (viewer.js): {piles}, or null. */
    view: null,
    /** The drag in progress (drag.js owns it), or null. */
    drag: null,
    /** The pile with keyboard focus. */
    focus: 'cascade-0',
    /** Player settings, saved. autoplay: 'off' | 'safe' | 'all'. */
    settings: { autoplay: 'safe' },
    /** Statistics, saved. */
    stats: { played: 0, won: 0, streak: 0, best: 0, hints: { nudge: 0, lit: 0, played: 0 } },
    /** Layout figures (layout.js): the window, the piles' shape, rows above the cascades, card size, normal fan step, cascade height. */
    layout: { window: null, shape: '', topRows: 1, cardWidth: 0, cardHeight: 0, fan: 0, cascadeHeight: 0 },
  };
}
