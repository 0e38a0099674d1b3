// An import's merge with what this browser holds, game by game (pure):
// every play's result is kept with all its facts (the statistics' and the
// feats', the solver's verdicts too), and every daily goal met; the play
// in progress is the one saved last, and the carried totals take the
// larger of each.
import { recordIdentity, resultsOf } from './records.js';
import { mergeGoals } from './goals-met.js';

/** The first version's totals of a kind, as carried (transfer.js reads them). */
export const TOTALS = ['played', 'won', 'streak', 'best'];

/**
 * Two results of one play: what either knows (the earliest times, every
 * leave); the win's own facts (its moves, time, help, undos, grade) from
 * the side that won first, and a solver's verdict (par matched, the
 * fewest cells) from whichever side has one.
 */
function mergeResult(a, b) {
  const min = (x, y) => (x === null ? y : y === null ? x : Math.min(x, y));
  const won = a.wonAt !== null && (b.wonAt === null || a.wonAt <= b.wonAt) ? a : b;
  const other = won === a ? b : a;
  return {
    ...won,
    playedAt: min(a.playedAt, b.playedAt),
    parMatched: won.parMatched ?? other.parMatched ?? null,
    cellsProven: won.cellsProven ?? other.cellsProven ?? null,
    leftAt: [...new Set([...a.leftAt, ...b.leftAt])].sort((x, y) => x - y),
  };
}

/**
 * One game's record from this browser's (`here`) and the file's
 * (`there`), either possibly null. Every play's result is kept (the
 * statistics lose nothing); the play in progress is the one saved last,
 * and a different play of the same game, if the other side had one, keeps
 * only its result.
 */
export function mergeRecords(here, there) {
  if (!here || !there) return here ?? there;
  const latest = there.savedAt > here.savedAt ? there : here;
  const older = latest === here ? there : here;
  const results = new Map();
  // The latest record's results second: of a play neither side has won, its facts are the latest's.
  for (const r of [...resultsOf(older), ...resultsOf(latest)]) {
    results.set(r.id, results.has(r.id) ? mergeResult(results.get(r.id), r) : r);
  }
  const playResult = results.get(latest.play.id);
  results.delete(latest.play.id);
  // The daily goals met on either side, each at the earlier time.
  const goals = mergeGoals(here.goals, there.goals);
  return {
    ...latest,
    ...(Object.keys(goals).length ? { goals } : {}),
    play: { ...latest.play, ...playResult },
    past: [...results.values()].sort((a, b) => (a.playedAt ?? Infinity) - (b.playedAt ?? Infinity)),
    savedAt: Math.max(here.savedAt, there.savedAt),
  };
}

/** The records an import writes: each game of the file merged with this browser's record of it. */
export function mergeAll(here, there) {
  const byIdentity = new Map(here.map((r) => [recordIdentity(r), r]));
  return there.map((r) => mergeRecords(byIdentity.get(recordIdentity(r)) ?? null, r));
}

/** The carried totals of both sides: for each kind, the larger of each (an import read twice counts once). */
export function mergeCarried(here, there) {
  const out = { ...here };
  for (const [kind, s] of Object.entries(there)) {
    const h = out[kind];
    out[kind] = h ? Object.fromEntries(TOTALS.map((k) => [k, Math.max(h[k], s[k])])) : { ...s };
  }
  return out;
}
