// Checks of the numbers read back from storage and imported files: counts
// (moves, times, revisions) and the free-cell counts a game may have. One
// place, so that a record, a first-version save and an export agree.

/** Whether `n` is a whole number from 0 up. */
export const isCount = (n) => Number.isInteger(n) && n >= 0;

/** The most free cells a game may have: the engine's `MAX_FREE_CELLS` (rules.rs), which refuses more. */
export const MAX_CELLS = 8;
